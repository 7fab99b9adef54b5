/**
 * The output layer every command uses: on a terminal, ink views (tables, key/value lists, progress
 * bars); with --json, when stdout is not a TTY, or under CI, the answer as JSON on stdout and plain
 * lines without colour on stderr. Progress and notes go to stderr, results to stdout, so a script
 * can pipe the result while a person watches the bar.
 */
import type { Command } from 'commander';
import { underCi } from './config';
import type { CliError } from './errors';
import { noColor } from './terminal';
import { startProgress, type PlainLine, type Progress, type ProgressView } from './progress';

export interface OutputFlags {
  json?: boolean;
}

export function isInteractive(flags: OutputFlags = {}): boolean {
  return !flags.json && !!process.stdout.isTTY && !underCi();
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

/** The ink views, loaded only when something is drawn (ink and React cost about a second to load). */
export type Views = typeof import('../ui/views');
const views = (): Promise<Views> => import('../ui/views');

export class Output {
  readonly interactive: boolean;

  constructor(flags: OutputFlags) {
    this.interactive = isInteractive(flags);
  }

  /** A command's answer: `json` on stdout off a terminal; on a terminal, what `draw` draws. */
  async result(json: unknown, draw: (v: Views) => Promise<void> | void): Promise<void> {
    if (!this.interactive) return printJson(json);
    await draw(await views());
  }

  /** A short answer: `json` off a terminal; on one, these lines as they are (no need to load ink for them). */
  lines(json: unknown, lines: string[]): void {
    if (!this.interactive) return printJson(json);
    for (const l of lines) printLine(l);
  }

  /** A line for whoever watches (a step, a skipped file): stderr, never mixed into the result. */
  note(line: string): void {
    printError(line);
  }

  /** Bars on stderr on a terminal; off one, `plain(view)` as a line whenever it changes (null: say nothing). */
  progress(initial: ProgressView, plain: PlainLine): Promise<Progress> {
    // Live bars move the cursor: under NO_COLOR (no ANSI codes) a terminal gets the plain lines too.
    return startProgress(this.interactive && !noColor(), initial, plain);
  }

  /** A failed command: `✖ message` on a terminal; off one the envelope as JSON, and the message on stderr for logs. */
  fail(err: CliError): void {
    const retry = err.retryAfterSec !== undefined ? ` Retry after ${err.retryAfterSec} s.` : '';
    if (this.interactive) return printError(`✖ ${err.message}${retry}`);
    printJson({
      success: false,
      message: err.message,
      exitCode: err.exitCode,
      ...(err.retryAfterSec !== undefined ? { retryAfter: err.retryAfterSec } : {}),
      ...(err.details ? { details: err.details } : {}),
    });
    printError(err.message + retry);
  }
}

/** The output of the command being run (its global --json flag). */
export const outputOf = (cmd: Command): Output => new Output(cmd.optsWithGlobals() as OutputFlags);
