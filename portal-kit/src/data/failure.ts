/**
 * What a page shows when a call fails: one reading of every failure (a refused envelope, an
 * HTTP error, the network), so pages never write the fallback text or the 429/503 rules again.
 */
import { ApiError, REQUEST_FAILED } from '../api';

export interface Failure {
  /** the server's message (the spec's), with the wait when it asked for one */
  message: string;
  status: number;
  /** seconds the server asked to wait (Retry-After), if any */
  retryAfter: number | null;
  /** worth offering "Retry": the service was briefly unavailable or the network dropped */
  retryable: boolean;
  /** the refused envelope, for pages that read its data (e.g. a 409's duplicateOf) */
  body?: ApiError['body'];
}

/** "30 seconds", "1 minute", "3 minutes": how long a 429 or 503 asked us to wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const m = Math.ceil(seconds / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/**
 * The refused answer's own words, as the server sent them (no wait added), or `fallback` when it
 * sent none; the failure's text when nothing answered (the network). For the screens whose spec
 * quotes the server's message as is: sign-in ("Oops!!!" with the server message), contact form.
 */
export const answerMessage = (f: Failure, fallback: string): string =>
  f.body ? (f.body.message ?? fallback) : f.message;

export const isAbort = (err: unknown) => err instanceof Error && err.name === 'AbortError';

/**
 * Reads a failure. A 429 shows the server's message and how long to wait; a 503 (e.g. Redis
 * down: 'Service temporarily unavailable, please retry') keeps the session and offers a retry —
 * only a 401 on a sent token ends the session, and that is decided once in the API client.
 */
export function failureOf(err: unknown): Failure {
  if (err instanceof ApiError) {
    const wait =
      err.status === 429 && err.retryAfter
        ? ` Please wait ${waitText(err.retryAfter)} before trying again.`
        : '';
    return {
      message: (err.message || REQUEST_FAILED) + wait,
      status: err.status,
      retryAfter: err.retryAfter,
      retryable: err.status === 503 || err.status === 0,
      body: err.body,
    };
  }
  const message = err instanceof Error && err.message ? err.message : REQUEST_FAILED;
  return { message, status: 0, retryAfter: null, retryable: false };
}
