import React from 'react';
import { Box, Text } from 'ink';
import { formatInr } from '@exportdesk/core';

export interface QuoteOptionView {
  label: string;
  available: boolean;
  cost: number | string;
  gst: number;
  total: number | string;
  deliveryTime: string;
  tracking: boolean;
  demo?: boolean;
  indicative?: boolean;
  carrier: string;
  service: string;
  /** Why it is 'Not Available' (unavailable rows). */
  reasonText?: string;
}

const inr = (v: number | string) => (typeof v === 'number' ? formatInr(v) : v);
const pad = (s: string, n: number) =>
  s.length >= n ? s.slice(0, n - 1) + ' ' : s + ' '.repeat(n - s.length);

/** Every service for one parcel, the cheapest marked; demo and indicative prices say so. */
export function QuoteTable({
  title,
  options,
  cheapest,
}: {
  title: string;
  options: QuoteOptionView[];
  cheapest?: { carrier: string; service: string } | null;
}) {
  const head =
    pad('Service', 34) + pad('Price', 15) + pad('GST', 11) + pad('Total', 15) + pad('Delivery', 12) + 'Notes';
  return (
    <Box flexDirection="column" paddingY={1}>
      <Text bold color="cyan">
        {title}
      </Text>
      <Text dimColor>{head}</Text>
      {options.map((o) => {
        const best = cheapest && o.carrier === cheapest.carrier && o.service === cheapest.service;
        const notes = [
          best ? 'cheapest' : '',
          o.tracking ? 'tracked' : 'no tracking',
          o.demo ? 'DEMO rate card' : '',
          o.indicative ? 'indicative' : '',
        ]
          .filter(Boolean)
          .join(', ');
        const line =
          pad(o.label, 34) +
          pad(inr(o.cost), 15) +
          pad(o.available && o.gst ? inr(o.gst) : '', 11) +
          pad(inr(o.total), 15) +
          pad(o.available ? o.deliveryTime : '', 12);
        return (
          <Box key={`${o.carrier}_${o.service}`}>
            <Text color={best ? 'green' : o.available ? undefined : 'gray'} bold={!!best}>
              {line}
            </Text>
            <Text dimColor>{o.available ? notes : (o.reasonText ?? '')}</Text>
          </Box>
        );
      })}
      <Text dimColor>
        India Post prices include the Rs 70 registration fee. Prices may vary for this country.
      </Text>
    </Box>
  );
}
