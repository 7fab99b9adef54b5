import { formatDateDMY } from '@exportdesk/core';
import { Button, DataTable, FailureAlert, useApiMutation, useApiQuery } from '@exportdesk/portal-kit';
import { decideDomestic, pendingDomestic } from './usersCalls';

/** Accounts → Approvals: domestic accounts waiting for review (issue 14, 000 §4.4). */
export function DomesticApprovals() {
  const q = useApiQuery(['pendingDomestic'], (s) => pendingDomestic(s));
  const decide = useApiMutation(decideDomestic, {
    success: (env) => env.message,
    onSuccess: () => void q.retry(),
  });
  return (
    <section className="ed-card ed-stack">
      <FailureAlert failure={q.failure} onRetry={q.retry} />
      <DataTable
        caption="Domestic accounts in review"
        rows={q.data ?? []}
        rowKey={(r) => String(r.userId)}
        empty="No domestic accounts waiting"
        columns={[
          { key: 'name', header: 'Company', sortable: true },
          { key: 'ieCode', header: 'IEC' },
          { key: 'gstin', header: 'GSTIN' },
          {
            key: 'requestedAt',
            header: 'Requested',
            render: (r) => formatDateDMY(new Date(r.requestedAt + 19_800_000)),
          },
          {
            key: 'action',
            header: 'Action',
            render: (r) => (
              <span className="ed-row">
                <Button
                  size="sm"
                  busy={decide.busy}
                  onClick={() => void decide.run({ userId: r.userId, approve: true })}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  busy={decide.busy}
                  onClick={() => void decide.run({ userId: r.userId, approve: false })}
                >
                  Reject
                </Button>
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
