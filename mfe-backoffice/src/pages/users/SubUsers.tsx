import { useState } from 'react';
import {
  Button,
  DataTable,
  FailureAlert,
  Pager,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@exportdesk/portal-kit';
import { addSubUser, listUsers, setActive, type NewSubUser } from './usersCalls';

const EMPTY: NewSubUser = { userName: '', name: '', email: '', mobile: '', password: '' };

/**
 * An exporter admin's users (issue 14, /users for userType 1): the server lists only this
 * admin's sub-users (same IEC) and lets it add or deactivate only those.
 */
export function SubUsers() {
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<NewSubUser>(EMPTY);
  const list = useApiQuery(['users', 'mine', page], (s) => listUsers({ page, search: '', userType: '' }, s), {
    keepPrevious: true,
  });
  const add = useApiMutation(addSubUser, {
    success: (env) => env.message,
    onSuccess: () => {
      setForm(EMPTY);
      void list.retry();
    },
  });
  const toggle = useApiMutation(setActive, {
    success: (env) => env.message,
    onSuccess: () => void list.retry(),
  });
  const field = (key: keyof NewSubUser) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  return (
    <div className="ed-stack">
      <section className="ed-card ed-stack">
        <h2 style={{ margin: 0, fontSize: '1.05rem' }}>Add a user</h2>
        <form
          className="ed-row"
          style={{ alignItems: 'flex-end', gap: 12, flexWrap: 'wrap' }}
          onSubmit={(e) => {
            e.preventDefault();
            void add.run({ ...form, userName: form.userName.trim() });
          }}
        >
          <TextField label="Username" required maxLength={60} autoComplete="off" {...field('userName')} />
          <TextField label="Name" required maxLength={120} {...field('name')} />
          <TextField label="Email" type="email" required maxLength={160} {...field('email')} />
          <TextField label="Mobile" inputMode="numeric" required maxLength={10} {...field('mobile')} />
          <TextField
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            maxLength={64}
            {...field('password')}
          />
          <Button type="submit" busy={add.busy}>
            Add user
          </Button>
        </form>
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
