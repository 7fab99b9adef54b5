/** Rendering layer: draws with ink and resolves when the component calls `done`. */
import React from 'react';
import { render } from 'ink';

export async function renderUntilDone<T>(make: (done: (value: T) => void, fail: (err: Error) => void) => React.ReactElement): Promise<T> {
  let resolveFn!: (v: T) => void;
  let rejectFn!: (e: Error) => void;
  const result = new Promise<T>((res, rej) => ((resolveFn = res), (rejectFn = rej)));
  const app = render(make((v) => resolveFn(v), (e) => rejectFn(e)), { stdout: process.stderr, exitOnCtrlC: true });
  try {
    return await result;
  } finally {
    app.unmount();
    await app.waitUntilExit().catch(() => {});
  }
}

/** Draw a static element once (tables, summaries) on stdout. */
export async function renderStatic(element: React.ReactElement): Promise<void> {
  const app = render(element, { stdout: process.stdout });
  app.unmount();
  await app.waitUntilExit().catch(() => {});
}
