import React from 'react';
import { Box, Text, render } from 'ink';

export interface UploadState {
  phase: string;
  rowsTotal: number;
  rowsValidated: number;
  rowsSaved: number;
  docketsMade: number;
}

function Bar({ label, done, total }: { label: string; done: number; total: number }) {
  const width = 30;
  const filled = total ? Math.min(width, Math.round((done / total) * width)) : 0;
  return (
    <Box>
      <Text>{label.padEnd(15)}</Text>
      <Text color="green">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(width - filled)}</Text>
      <Text> {done}/{total}</Text>
    </Box>
  );
}

function View({ s }: { s: UploadState }) {
  return (
    <Box flexDirection="column">
      <Text dimColor>Job: {s.phase}</Text>
      <Bar label="Rows validated" done={s.rowsValidated} total={s.rowsTotal} />
      <Bar label="Rows saved" done={s.rowsSaved} total={s.rowsTotal} />
      <Text>Dockets made   {s.docketsMade}</Text>
    </Box>
  );
}

/** The upload job's progress on stderr (results stay on stdout). */
export function startUploadProgress() {
  let state: UploadState = { phase: 'queued', rowsTotal: 0, rowsValidated: 0, rowsSaved: 0, docketsMade: 0 };
  const app = render(<View s={state} />, { stdout: process.stderr, exitOnCtrlC: true });
  return {
    update(next: Partial<UploadState>) {
      state = { ...state, ...next };
      app.rerender(<View s={state} />);
    },
    async finish() {
      app.unmount();
      await app.waitUntilExit().catch(() => {});
    },
  };
}
