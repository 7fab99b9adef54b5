/**
 * Output that fits the reader: ink on a terminal; plain JSON lines (no colour) with --json, when
 * stdout is not a TTY, or under CI. Progress goes to stderr, results to stdout.
 */
export interface OutputFlags {
  json?: boolean;
}

export function isInteractive(flags: OutputFlags = {}): boolean {
  return !flags.json && !!process.stdout.isTTY && !process.env.CI;
}

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export function printLine(text: string): void {
  process.stdout.write(text + '\n');
}

export function printError(text: string): void {
  process.stderr.write(text + '\n');
}
