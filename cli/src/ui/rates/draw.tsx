/** Entry points of the rates rendering layer, loaded lazily (ink costs startup time) by the rates commands on a terminal. */
import React from 'react';
import { BatchSummary } from './BatchSummary';
import { QuoteTable, type QuoteOptionView } from './QuoteTable';
import { renderStatic } from '../render';

export { startProgress } from './BatchProgress';

export const drawQuote = (title: string, options: QuoteOptionView[], cheapest?: { carrier: string; service: string } | null) =>
  renderStatic(<QuoteTable title={title} options={options} cheapest={cheapest} />);

export const drawBatchSummary = (props: React.ComponentProps<typeof BatchSummary>) => renderStatic(<BatchSummary {...props} />);
