/**
 * Exit codes of docs/ARCHITECTURE.md and docs/CLI.md: 0 done, 1 some rows rejected, 2 usage, 3 auth, 4 server or network.
 * `exitCodeFor` is the one map from an HTTP answer to an exit code; every call to the API goes
 * through it (lib/http.ts), so a status means the same thing in every command.
 */
export const EXIT = { OK: 0, REJECTED: 1, USAGE: 2, AUTH: 3, SERVER: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class CliError extends Error {
  constructor(
    message: string,
    public exitCode: number = EXIT.SERVER,
    public details?: unknown,
    /** Seconds the server asked us to wait (Retry-After of a 429 or 503). */
    public retryAfterSec?: number,
  ) {
    super(message);
  }
}

/**
 * What the request carried decides what a refusal of it means: a command's own flags and
 * arguments (`input`: a 400 is a usage error) or a file of rows (`rows`: a 400, 409 or 413 means
 * the rows were rejected, as the local check of the same file says).
 */
export type Sent = 'input' | 'rows';

/**
 * 401/403 → auth. 429 (too many requests), 408 and every 5xx → server: retrying later can work,
 * nothing about the input is wrong. 409 (a duplicate) → rejected. Other 4xx → the input.
 */
export function exitCodeFor(status: number, sent: Sent = 'input'): ExitCode {
  if (status === 401 || status === 403) return EXIT.AUTH;
  if (status === 408 || status === 429 || status >= 500) return EXIT.SERVER;
  if (status === 409) return EXIT.REJECTED;
  return sent === 'rows' ? EXIT.REJECTED : EXIT.USAGE;
}

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The refusal of an answered request: the server's message (or the status), the mapped code. */
export function httpError(
  status: number,
  body: { message?: unknown } | null,
  sent: Sent,
  retryAfter: string | null,
): CliError {
  const message = typeof body?.message === 'string' && body.message ? body.message : `HTTP ${status}`;
  return new CliError(message, exitCodeFor(status, sent), body ?? undefined, retryAfterSeconds(retryAfter));
}

/** The API could not be reached at all (refused, reset, timed out): server or network. */
export function networkError(apiUrl: string, err: unknown): CliError {
  return new CliError(
    `Cannot reach the ExportDesk API at ${apiUrl} (${(err as Error).message}). Is it running? Set EXPORTDESK_API_URL or --api-url.`,
    EXIT.SERVER,
  );
}
