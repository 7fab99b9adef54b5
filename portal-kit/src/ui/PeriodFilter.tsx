/**
 * The period of the statistics pages (issue 17: Exporter Dashboard, Analytics, Sales Reports):
 * From and To dates (core's `defaultPeriod` to start), more fields of the page beside them, Show
 * applies what was typed. The figures load for the applied period only, not on every keystroke.
 */
import { useState, type ReactNode } from 'react';
import { firstIssueMessage, periodFormSchema } from '@exportdesk/core';
import { Alert } from './bits';
import { Button } from './Button';

export interface Period {
  from: string;
  to: string;
}

/** The applied filter (`applied`, what the page loads) and the `draft` the form edits. */
export function usePeriodFilter<F extends Period>(initial: () => F) {
  const [applied, setApplied] = useState(initial);
  const [draft, setDraft] = useState(applied);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Applies the draft when core's period rule (the API's) accepts it, else says why. */
  const show = () => {
    const r = periodFormSchema.safeParse({ from: draft.from, to: draft.to });
    setRefusal(r.success ? null : firstIssueMessage(r.error));
    if (r.success) setApplied(draft);
  };
  return { applied, draft, setDraft, show, refusal };
}
export type PeriodFilterState<F extends Period> = ReturnType<typeof usePeriodFilter<F>>;

export function PeriodFilter<F extends Period>({
  filter,
  busy,
  children,
  actions,
}: {
  filter: PeriodFilterState<F>;
  /** the figures of the applied period are loading */
  busy?: boolean;
  /** more fields of the filter, after To (they edit `filter.draft`) */
  children?: ReactNode;
  /** buttons after Show */
  actions?: ReactNode;
}) {
  const { draft, setDraft } = filter;
  return (
    <form
      className="ed-period ed-card"
      aria-label="Period"
      onSubmit={(e) => {
        e.preventDefault();
        filter.show();
      }}
    >
      {(['from', 'to'] as const).map((k) => (
        <label key={k} className="ed-field">
          <span className="ed-field__label">{k === 'from' ? 'From' : 'To'}</span>
          <input
            className="ed-input"
            type="date"
            value={draft[k]}
            onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
          />
        </label>
      ))}
      {children}
      <Button type="submit" busy={busy}>
        Show
      </Button>
      {actions}
      {filter.refusal && <Alert kind="error">{filter.refusal}</Alert>}
    </form>
  );
}
