/**
 * The rendering layer's one entry, loaded lazily by lib/output.ts (ink and React cost about a
 * second to load; commands that print JSON never pay it). Everything drawn on a terminal is here.
 */
import React from 'react';
import { BatchSummary } from './rates/BatchSummary';
import { KeyValues } from './KeyValues';
import { LoginForm, type LoginAnswers } from './LoginForm';
import { QuoteTable, type QuoteOptionView } from './rates/QuoteTable';
import { Table, type TableView } from './Table';
import { renderStatic, renderUntilDone } from './render';

export { drawProgress } from './Progress';

export const drawTable = (view: TableView) => renderStatic(<Table {...view} />);

export const drawKeyValues = (title: string, rows: Array<[string, string]>) =>
  renderStatic(<KeyValues title={title} rows={rows} />);

export const drawQuote = (
  title: string,
  options: QuoteOptionView[],
  cheapest?: { carrier: string; service: string } | null,
) => renderStatic(<QuoteTable title={title} options={options} cheapest={cheapest} />);

export const drawBatchSummary = (props: React.ComponentProps<typeof BatchSummary>) =>
  renderStatic(<BatchSummary {...props} />);

export const promptLogin = (initial: Partial<LoginAnswers>) =>
  renderUntilDone<LoginAnswers>((done) => <LoginForm initial={initial} onDone={done} />);
