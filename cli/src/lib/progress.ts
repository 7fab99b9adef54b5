/**
 * One progress for every long command (rates batch, upload, docs download). A command describes
 * what to show (bars, a heading, extra lines) and how to say it in one plain line; this decides
 * how: ink bars on a terminal, redrawn at most ten times a second, or plain lines on stderr for
 * logs (ink would keep only its last frame there).
 */
export type Tone = 'dim' | 'warn' | 'bad';

export interface ProgressBarView {
  label: string;
  done: number;
  total: number;
  /** Short notes after the count, e.g. "· 3 rejected". */
  notes?: Array<{ text: string; tone?: Tone }>;
}

export interface ProgressView {
  heading?: string;
  bars: ProgressBarView[];
  lines?: string[];
}

/** The view as one log line, or null when this change is not worth a line. */
export type PlainLine = (view: ProgressView) => string | null;

export interface Progress {
  update(view: ProgressView): void;
  /** A step worth telling (a file downloaded, a job started): a line in logs, the last line on a terminal. */
  log(line: string): void;
  finish(): Promise<void>;
}

const FRAME_MS = 100;

export async function startProgress(
  interactive: boolean,
  initial: ProgressView,
  plain: PlainLine,
): Promise<Progress> {
  if (!interactive) return plainProgress(initial, plain);
  const { drawProgress } = await import('../ui/views');
  const live = drawProgress(initial);
  let view = initial;
  let current = '';
  let drawnAt = 0;
  let timer: NodeJS.Timeout | null = null;
  const draw = () => {
    timer = null;
    drawnAt = Date.now();
    live.show(view, current);
  };
  const redraw = () => {
    if (timer) return;
    const wait = FRAME_MS - (Date.now() - drawnAt);
    if (wait <= 0) draw();
    else timer = setTimeout(draw, wait);
  };
  return {
    update(next) {
      view = next;
      redraw();
    },
    log(line) {
      current = line;
      redraw();
    },
    async finish() {
      if (timer) clearTimeout(timer);
      draw();
      await live.finish();
    },
  };
}

function plainProgress(initial: ProgressView, plain: PlainLine): Progress {
  let last = '';
  let view = initial;
  const say = () => {
    const line = plain(view);
    if (line !== null && line !== last) process.stderr.write((last = line) + '\n');
  };
  return {
    update(next) {
      view = next;
      say();
    },
    log(line) {
      process.stderr.write(line + '\n');
    },
    async finish() {},
  };
}
