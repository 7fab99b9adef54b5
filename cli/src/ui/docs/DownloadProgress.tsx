import React from 'react';
import { Box, Text, render } from 'ink';

export interface DownloadState {
  done: number;
  total: number;
  current: string;
  skipped: number;
  failed: number;
}

function View({ s }: { s: DownloadState }) {
  const width = 30;
  const filled = s.total ? Math.min(width, Math.round((s.done / s.total) * width)) : 0;
  return (
    <Box flexDirection="column">
      <Box>
        <Text>{'Documents'.padEnd(11)}</Text>
        <Text color="green">{'█'.repeat(filled)}</Text>
        <Text dimColor>{'░'.repeat(width - filled)}</Text>
        <Text> {s.done}/{s.total}</Text>
        {s.skipped ? <Text dimColor> ({s.skipped} already there)</Text> : null}
        {s.failed ? <Text color="red"> {s.failed} failed</Text> : null}
      </Box>
      <Text dimColor>{s.current}</Text>
    </Box>
  );
}

/** The downloads' progress on stderr (results stay on stdout). */
export function startDownloadProgress() {
  let state: DownloadState = { done: 0, total: 0, current: '', skipped: 0, failed: 0 };
  const app = render(<View s={state} />, { stdout: process.stderr, exitOnCtrlC: true });
  return {
    update(next: Partial<DownloadState>) {
      state = { ...state, ...next };
      app.rerender(<View s={state} />);
    },
    async finish() {
      app.unmount();
      await app.waitUntilExit().catch(() => {});
    },
  };
}
