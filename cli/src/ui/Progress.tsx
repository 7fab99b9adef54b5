/** The one progress view: bars with their counts and notes, a heading and extra lines; drawn on stderr. */
import React from 'react';
import { Box, Text, render } from 'ink';
import type { ProgressBarView, ProgressView, Tone } from '../lib/progress';

const WIDTH = 30;
export const TONE_COLOR: Record<Tone, { color?: string; dimColor?: boolean }> = {
  dim: { dimColor: true },
  warn: { color: 'yellow' },
  bad: { color: 'red' },
};

function Bar({ bar, labelWidth }: { bar: ProgressBarView; labelWidth: number }) {
  const filled = bar.total ? Math.min(WIDTH, Math.round((bar.done / bar.total) * WIDTH)) : 0;
  return (
    <Box>
      <Text>{bar.label.padEnd(labelWidth)}</Text>
      <Text color="green">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(WIDTH - filled)}</Text>
      <Text>
        {' '}
        {bar.done}/{bar.total}
      </Text>
      {(bar.notes ?? []).map((n) => (
        <Text key={n.text} {...TONE_COLOR[n.tone ?? 'dim']}>
          {' '}
          {n.text}
        </Text>
      ))}
    </Box>
  );
}

export function ProgressBars({ view, current }: { view: ProgressView; current?: string }) {
  const labelWidth = Math.max(0, ...view.bars.map((b) => b.label.length)) + 1;
  return (
    <Box flexDirection="column">
      {view.heading ? <Text dimColor>{view.heading}</Text> : null}
      {view.bars.map((b) => (
        <Bar key={b.label} bar={b} labelWidth={labelWidth} />
      ))}
      {(view.lines ?? []).map((l) => (
        <Text key={l}>{l}</Text>
      ))}
      {current ? <Text dimColor>{current}</Text> : null}
    </Box>
  );
}

/** Draws on stderr (results stay on stdout) until `finish`. */
export function drawProgress(initial: ProgressView) {
  const app = render(<ProgressBars view={initial} />, { stdout: process.stderr, exitOnCtrlC: true });
  return {
    show(view: ProgressView, current: string) {
      app.rerender(<ProgressBars view={view} current={current} />);
    },
    async finish() {
      app.unmount();
      await app.waitUntilExit().catch(() => {});
    },
  };
}
