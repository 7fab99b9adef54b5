import { useState } from 'react';
import {
  SUBSCRIPTION_MSG,
  subscriptionActivateSchema,
  subscriptionListQuerySchema,
  subscriptionSearchEnabled,
  type SubscriptionCountField,
  LABELLED,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  DataTable,
  FailureAlert,
  FormTextField,
  Loading,
  PageHeader,
  Pager,
  SchemaForm,
  TextField,
  useApiMutation,
  useApiQuery,
  useSchemaForm,
  useToast,
  type Column,
} from '@exportdesk/portal-kit';
import {
  activate,
  editCount,
  listSubscribers,
  type ActivateRow,
  type Subscriber,
  type SubscriberQuery,
} from './subscriptionCalls';

const EMPTY: SubscriberQuery = { searchInput: '', fromdate: '', todate: '' };
const dmy = (iso: string) => (iso ? iso.split('-').reverse().join('-') : '');

/** Pickup subscription admin (/pickupsubscription, 001 §2.7, §4, §5; super admin). */
export default function PickupSubscription() {
  // the list's own query schema; the dates go to the API as DD-MM-YYYY
  const form = useSchemaForm(subscriptionListQuerySchema, EMPTY);
  const [query, setQuery] = useState<SubscriberQuery>(EMPTY);
  const [page, setPage] = useState(1);
  const q = useApiQuery(['pickupSubscription', query, page], (s) => listSubscribers(query, page, s), {
    keepPrevious: true,
  });
  const d = q.answer?.data;
  const canSearch = subscriptionSearchEnabled(form.watch());

  const columns: Column<Subscriber>[] = [
    { key: 'ieCode', header: 'IEC', render: (r) => r.ieCode ?? '' },
    { key: 'name', header: 'Company Name' },
    {
      key: 'status',
      header: 'Status',
      render: (r) => r.monthlyPickupSubscription?.status ?? <span className="ed-muted">Not subscribed</span>,
    },
    {
      key: 'subscription',
      header: 'Subscription',
      render: (r) => <SubscriptionCell user={r} onChanged={() => void q.retry()} />,
    },
  ];

  return (
    <>
      <PageHeader title="Pickup Subscription" subtitle="Monthly pickup subscriptions of exporters." />
      <div className="ed-stack">
        <SchemaForm
          form={form}
          onValid={(v) => {
            if (!subscriptionSearchEnabled(v)) return;
            setPage(1);
            setQuery({ searchInput: v.searchInput, fromdate: dmy(v.fromdate), todate: dmy(v.todate) });
          }}
          noValidate={false}
          className="ed-row"
          style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}
        >
          <FormTextField label="IEC or Company Name" name="searchInput" />
          <FormTextField label="From" name="fromdate" type="date" />
          <FormTextField label="To" name="todate" type="date" />
          <Button type="submit" disabled={!canSearch}>
            Search
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              form.reset(EMPTY);
              setQuery(EMPTY);
              setPage(1);
            }}
          >
            Reset
          </Button>
        </SchemaForm>
        {q.failure && <FailureAlert failure={q.failure} onRetry={q.retry} />}
        {!d ? (
          !q.failure && <Loading />
        ) : (
          <>
            <DataTable
              caption="Exporters"
              columns={columns}
              rows={d.users}
              rowKey={(r) => String(r.userId)}
              empty="No record found"
            />
            <Pager pager={d.pager} onPage={setPage} label="Exporter pages" />
          </>
        )}
      </div>
    </>
  );
}

const COUNTS: Array<{ field: SubscriptionCountField; label: string }> = [
  { field: 'totalPickupRequests', label: 'Pickup requests left' },
  { field: 'noPbePerMonth', label: 'PBEs per month' },
  { field: 'noParcelsPerPickup', label: 'Parcels per pickup' },
];

/** Activation fields for a user without one; the counts with inline edit (edit, confirm, cancel) otherwise. */
function SubscriptionCell({ user, onChanged }: { user: Subscriber; onChanged: () => void }) {
  const toast = useToast();
  const s = user.monthlyPickupSubscription;
  const [row, setRow] = useState<ActivateRow>({
    rate: '',
    startDate: '',
    endDate: '',
    totalPickupRequests: '',
    noPbePerMonth: '',
    noParcelsPerPickup: '',
  });
  const [editing, setEditing] = useState<SubscriptionCountField | null>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(!s);
  const add = useApiMutation((r: ActivateRow) => activate(user.userId, user.email, r), {
    success: SUBSCRIPTION_MSG.activated,
    onSuccess: onChanged,
  });
  const edit = useApiMutation(
    (v: { field: SubscriptionCountField; value: string }) => editCount(user.userId, v.field, v.value),
    {
      success: SUBSCRIPTION_MSG.updated,
      onSuccess: () => {
        setEditing(null);
        onChanged();
      },
    },
  );

  if (s && !open)
    return (
      <div className="ed-stack" style={{ gap: 4 }}>
        <span>
          Rs {s.rate} · {s.startDate} to {s.endDate}
        </span>
        {COUNTS.map((c) =>
          editing === c.field ? (
            <span key={c.field} style={{ display: 'inline-flex', gap: 6, alignItems: 'flex-end' }}>
              <TextField
                label={c.label}
                value={value}
                inputMode="numeric"
                onChange={(e) => setValue(e.target.value)}
              />
              <Button
                size="sm"
                busy={edit.busy}
                onClick={() => {
                  if (!value.trim()) return toast.show({ kind: 'error', message: SUBSCRIPTION_MSG.newValue });
                  void edit.run({ field: c.field, value: value.trim() });
                }}
              >
                Confirm
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                Cancel
              </Button>
            </span>
          ) : (
            <span key={c.field}>
              {c.label}: <strong>{s[c.field]}</strong>{' '}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Edit ${c.label} of ${user.name}`}
                onClick={() => {
                  setEditing(c.field);
                  setValue('');
                }}
              >
                Edit
              </Button>
            </span>
          ),
        )}
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Renew
        </Button>
      </div>
    );

  const field = (k: keyof ActivateRow, label: string, type = 'text') => (
    <TextField
      key={k}
      label={label}
      type={type}
      value={row[k]}
      onChange={(e) => setRow({ ...row, [k]: e.target.value })}
    />
  );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8 }}>
      {field('rate', 'Rate')}
      {field('startDate', 'Start date', 'date')}
      {field('endDate', 'End date', 'date')}
      {field('totalPickupRequests', 'Pickup requests')}
      {field('noPbePerMonth', 'PBEs per month')}
      {field('noParcelsPerPickup', 'Parcels per pickup')}
      <Button
        size="sm"
        busy={add.busy}
        onClick={() => {
          const wire = { ...row, startDate: dmy(row.startDate), endDate: dmy(row.endDate) };
          const r = subscriptionActivateSchema.safeParse({ userId: user.userId, ...wire }, LABELLED);
          if (!r.success)
            return toast.show({
              kind: 'error',
              message: r.error.issues[0]?.message ?? SUBSCRIPTION_MSG.allFields,
            });
          void (async () => (await add.run(wire)) && setOpen(false))();
        }}
      >
        Activate
      </Button>
      {s && (
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      )}
      {add.error && <Alert kind="error">{add.error}</Alert>}
    </div>
  );
}
