import { useState } from 'react';
import { subUserSchema } from '@exportdesk/core';
import {
  Button,
  DataTable,
  FailureAlert,
  FormTextField,
  Pager,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useFormMutation,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { addSubUser, listUsers, setActive, type NewSubUser } from './usersCalls';

const EMPTY: NewSubUser = { userName: '', name: '', email: '', mobile: '', password: '' };

/**
 * An exporter admin's users (issue 14, /users for userType 1): the server lists only this
 * admin's sub-users (same IEC) and lets it add or deactivate only those.
 */
export function SubUsers() {
  const [page, setPage] = useState(1);
  const form = useSchemaForm(subUserSchema, EMPTY);
  const list = useApiQuery(['users', 'mine', page], (s) => listUsers({ page, search: '', userType: '' }, s), {
    keepPrevious: true,
  });
  const add = useFormMutation(form, addSubUser, {
    success: (env) => env.message,
    onSuccess: () => {
      form.reset(EMPTY);
      void list.retry();
    },
  });
  const toggle = useApiMutation(setActive, {
    success: (env) => env.message,
    onSuccess: () => void list.retry(),
  });
  return (
    <div className="ed-stack">
      <section className="ed-card ed-stack">
        <h2 style={{ margin: 0, fontSize: '1.05rem' }}>Add a user</h2>
        <SchemaForm
          form={form}
          onValid={(v) => void add.run(v)}
          noValidate={false}
          className="ed-row"
          style={{ alignItems: 'flex-end', gap: 12, flexWrap: 'wrap' }}
        >
          <FormTextField label="Username" name="userName" required maxLength={60} autoComplete="off" />
          <FormTextField label="Name" name="name" required maxLength={120} />
          <FormTextField label="Email" name="email" type="email" required maxLength={160} />
          <FormTextField label="Mobile" name="mobile" inputMode="numeric" required maxLength={10} />
          <FormTextField
            label="Password"
            name="password"
            type="password"
            required
            autoComplete="new-password"
            maxLength={64}
          />
          <Button type="submit" busy={add.busy}>
            Add user
          </Button>
        </SchemaForm>
      </section>
      <section className="ed-card ed-stack">
        <FailureAlert failure={list.failure} onRetry={list.retry} />
        <DataTable
          caption="Your users"
          rows={list.data?.users ?? []}
          rowKey={(u) => String(u.userId)}
          pageSize={50}
          empty="No users yet."
          columns={[
            { key: 'name', header: 'Name', sortable: true },
            { key: 'userName', header: 'Username', sortable: true },
            { key: 'email', header: 'Email' },
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
                  {u.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              ),
            },
          ]}
        />
        {list.data?.pager && list.data.pager.totalPages > 1 && (
          <Pager pager={list.data.pager} label="Your users pages" onPage={setPage} />
        )}
      </section>
    </div>
  );
}
