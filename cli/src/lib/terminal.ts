/**
 * How the process meets its terminal and pipes, set up before any command runs:
 * - NO_COLOR (https://no-color.org: present and not empty) means no colour, and here no ANSI
 *   codes at all: ink's colours are off (chalk reads FORCE_COLOR=0 when it loads, lazily, after
 *   this), static views are printed as plain text, and progress is plain lines.
 * - A reader that stops early (`exportdesk dockets list | head`) closes the pipe: that is not a
 *   failure of ours, so the process ends quietly with 0 instead of an EPIPE stack trace.
 */
import { noColor, turnColourOff } from './config';

export { noColor };

export function setUpTerminal(): void {
  if (noColor()) turnColourOff();
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(0);
      throw err;
    });
  }
}

/** An EPIPE that surfaced as a thrown error (a synchronous write to a closed pipe). */
export const isClosedPipe = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code === 'EPIPE';
