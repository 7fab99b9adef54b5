import { useState } from 'react';
import { clientsFilterSchema, USER_TYPES, formatDateDMY } from '@exportdesk/core';
import {
  Button,
  DataTable,
  FailureAlert,
  FormSelectField,
  FormTextField,
  Pager,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { impersonate, listUsers, plansOf, setActive } from './usersCalls';

const roleOf = (t: number) => USER_TYPES.find((u) => u.userType === t)?.role ?? String(t);
const day = (ms: number | null) => (ms ? formatDateDMY(new Date(ms + 19_800_000)) : '');

/** Clients & Users: search, type, plan and trial end, approve (activate) or deactivate. */
export function ClientsTable() {
  const form = useSchemaForm(clientsFilterSchema, { search: '', userType: '' });
  const [applied, setApplied] = useState({ search: '', userType: '', page: 1 });
  const list = useApiQuery(['users', applied], (s) => listUsers(applied, s), { keepPrevious: true });
  const ids = (list.data?.users ?? []).map((u) => u.userId);
  const plans = useApiQuery(['plansOf', ids], (s) => plansOf(ids, s), { enabled: ids.length > 0 });
  const toggle = useApiMutation(setActive, {
    success: (env) => env.message,
    onSuccess: () => void list.retry(),
  });
  // "View as" (issue 14): a 15-minute read-only token for that user, opened in a new tab. The tab
  // is opened before the call (a popup blocker allows it only inside the click) and pointed at
  // /home/{token} when the token arrives.
  const viewAs = useApiMutation(({ userId }: { userId: number; tab: Window | null }) => impersonate(userId), {
    onSuccess: (env, v) => {
      if (!env.data?.token) return void v.tab?.close();
      const path = `/home/${encodeURIComponent(env.data.token)}`;
      if (v.tab) {
        v.tab.opener = null;
        v.tab.location.href = path;
      } else window.open(path, '_blank', 'noopener');
    },
    onFailure: (_f, v) => void v.tab?.close(),
  });
  return (
    <section className="ed-card ed-stack">
      <SchemaForm
        form={form}
        onValid={(v) => setApplied({ ...v, page: 1 })}
        noValidate={false}
        className="ed-row"
        style={{ alignItems: 'flex-end', gap: 12 }}
      >
        <FormTextField label="Search (name, username, IEC)" name="search" maxLength={60} />
        <FormSelectField
          label="User type"
          name="userType"
          placeholder="All"
          options={USER_TYPES.map((t) => ({ value: String(t.userType), label: `${t.userType} · ${t.role}` }))}
        />
        <Button type="submit">Search</Button>
      </SchemaForm>
      <FailureAlert failure={list.failure} onRetry={list.retry} />
      <DataTable
        caption="Clients and users"
        rows={list.data?.users ?? []}
        rowKey={(u) => String(u.userId)}
        pageSize={50}
        columns={[
          { key: 'name', header: 'Name', sortable: true },
          { key: 'userName', header: 'Username', sortable: true },
          { key: 'ieCode', header: 'IEC' },
          { key: 'userType', header: 'Role', render: (u) => roleOf(u.userType) },
          { key: 'plan', header: 'Plan', render: (u) => plans.data?.[u.userId]?.planName ?? '' },
          {
            key: 'end',
            header: 'Plan / trial end',
            render: (u) => {
              const p = plans.data?.[u.userId];
              return p?.endDate ? `${day(p.endDate)}${p.state === 'expired' ? ' (expired)' : ''}` : '';
            },
          },
          {
            key: 'isActive',
            header: 'Status',
            render: (u) => <span className="ed-badge">{u.isActive ? 'Active' : 'Inactive'}</span>,
          },
          {
            key: 'action',
            header: 'Action',
            render: (u) => (
              <Button
                size="sm"
                variant={u.isActive ? 'secondary' : 'primary'}
                busy={toggle.busy && toggle.pending?.userId === u.userId}
                onClick={() => void toggle.run({ userId: u.userId, isActive: !u.isActive })}
              >
                {u.isActive ? 'Deactivate' : 'Approve'}
              </Button>
            ),
          },
          {
            key: 'viewAs',
            header: 'Support',
            render: (u) =>
              u.isActive && u.userType !== 10 ? (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={viewAs.busy && viewAs.pending?.userId === u.userId}
                  title="Open a read-only session as this user in a new tab"
                  onClick={() =>
                    void viewAs.run({ userId: u.userId, tab: window.open('about:blank', '_blank') })
                  }
                >
                  View as
                </Button>
              ) : null,
          },
        ]}
      />
      {list.data?.pager && list.data.pager.totalPages > 1 && (
        <Pager
          pager={list.data.pager}
          label="Clients and users pages"
          onPage={(page) => setApplied((a) => ({ ...a, page }))}
        />
      )}
    </section>
  );
}
