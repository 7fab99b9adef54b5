import React from 'react';
import { Box, Text } from 'ink';

/** A two-column table of labels and values, for summaries such as whoami. */
export function KeyValues({ title, rows }: { title?: string; rows: Array<[string, string]> }) {
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  return (
    <Box flexDirection="column" paddingY={title ? 1 : 0}>
      {title ? (
        <Text bold color="cyan">
          {title}
        </Text>
      ) : null}
      {rows.map(([k, v], i) => (
        <Box key={i}>
          <Box width={width}>
            <Text dimColor>{k}</Text>
          </Box>
          <Text>{v}</Text>
        </Box>
      ))}
    </Box>
  );
}
