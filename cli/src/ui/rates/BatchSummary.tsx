import React from 'react';
import { Box, Text } from 'ink';

/** After a batch: counts, where the rows went, and the first rejected rows with their reasons. */
export function BatchSummary(props: {
  rows: number;
  rejected: number;
  seconds: number;
  out?: string;
  cheapest: Array<[string, number]>;
  firstRejected: Array<{ row: number; reason: string }>;
}) {
  return (
    <Box flexDirection="column" paddingY={1}>
      <Text bold color="cyan">
        Rates batch
      </Text>
      <Text>
        {props.rows - props.rejected} of {props.rows} rows priced in {props.seconds.toFixed(2)} s
        {props.rejected ? <Text color="yellow"> · {props.rejected} rejected</Text> : null}
      </Text>
      {props.cheapest.map(([service, n]) => (
        <Text key={service} dimColor>
          {' '}
          cheapest {service}: {n}
        </Text>
      ))}
      {props.firstRejected.map((r) => (
        <Text key={r.row} color="yellow">
          {' '}
          row {r.row}: {r.reason}
        </Text>
      ))}
      {props.out ? (
        <Text>Written to {props.out}</Text>
      ) : (
        <Text dimColor>Add --out rates.csv (or .xlsx, .json) to keep every option per row.</Text>
      )}
    </Box>
  );
}
