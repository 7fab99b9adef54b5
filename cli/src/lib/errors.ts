/** Exit codes of DESIGN.md: 0 done, 1 some rows rejected, 2 usage, 3 auth, 4 server or network. */
export const EXIT = { OK: 0, REJECTED: 1, USAGE: 2, AUTH: 3, SERVER: 4 } as const;

export class CliError extends Error {
  constructor(message: string, public exitCode: number = EXIT.SERVER, public details?: unknown) {
    super(message);
  }
}
