import React from 'react';
import { Box, Text, render } from 'ink';

function Bar({ done, total, rejected, label }: { done: number; total: number; rejected: number; label: string }) {
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : 0;
  return (
    <Box>
      <Text>{label} </Text>
      <Text color="green">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(width - filled)}</Text>
      <Text> {done}/{total}</Text>
      {rejected ? <Text color="yellow"> · {rejected} rejected</Text> : null}
    </Box>
  );
}

/** A progress bar on stderr (results stay on stdout), redrawn at most ten times a second. */
export function startProgress(total: number, label = 'Pricing rows') {
  const state = { done: 0, rejected: 0 };
  const app = render(<Bar {...state} total={total} label={label} />, { stdout: process.stderr, exitOnCtrlC: true });
  let last = 0;
  return {
    update(done: number, rejected: number) {
      state.done = done;
      state.rejected = rejected;
      const t = Date.now();
      if (t - last < 100 && done < total) return;
      last = t;
      app.rerender(<Bar {...state} total={total} label={label} />);
    },
    async finish() {
      app.rerender(<Bar {...state} total={total} label={label} />);
      app.unmount();
      await app.waitUntilExit().catch(() => {});
    },
  };
}
