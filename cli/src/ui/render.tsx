/** Rendering layer: draws with ink and resolves when the component calls `done`. */
import { stripVTControlCharacters } from 'node:util';
import React from 'react';
import { render, renderToString } from 'ink';
import { noColor } from '../lib/terminal';

export async function renderUntilDone<T>(
  make: (done: (value: T) => void, fail: (err: Error) => void) => React.ReactElement,
): Promise<T> {
  let resolveFn!: (v: T) => void;
  let rejectFn!: (e: Error) => void;
  const result = new Promise<T>((res, rej) => ((resolveFn = res), (rejectFn = rej)));
  const app = render(
    make(
      (v) => resolveFn(v),
      (e) => rejectFn(e),
    ),
    { stdout: process.stderr, exitOnCtrlC: true },
  );
  try {
    return await result;
  } finally {
    app.unmount();
    await app.waitUntilExit().catch(() => {});
  }
}

/**
 * Draw a static element once (tables, summaries) on stdout, as text: no cursor moves or screen
 * clearing (a live render clears the screen when the table is taller than the terminal), and no
 * ANSI codes at all under NO_COLOR.
 */
export async function renderStatic(element: React.ReactElement): Promise<void> {
  const text = renderToString(element, { columns: process.stdout.columns || 120 });
  process.stdout.write((noColor() ? stripVTControlCharacters(text) : text) + '\n');
}
