/**
 * Creates an exporter admin (userType 1) with a 14-day trial straight in the e2e stack's
 * database, password hashed as the API does, for the plans flow (issue 14).
 *   DATABASE_URL=… node --import tsx tests/e2e/make-exporter.ts '{"username":"ZZPLN1234A","password":"…"}'
 */
import { createDb, now } from '../../api/src/db/knex';
import { hashPassword } from '../../api/src/lib/password';

const u = JSON.parse(process.argv[2] ?? '{}') as {
  username: string;
  password: string;
  gstin?: string;
  inactive?: boolean;
};
const db = createDb(process.env.DATABASE_URL!);
try {
  const t = now();
  const [id] = await db('users').insert({
    user_type: 1,
    username: u.username,
    username_key: u.username.toLowerCase(),
    ie_code: u.username,
    name: `${u.username} Exports`,
    email: `${u.username.toLowerCase()}@e2e.exportdesk.local`,
    mobile: '9876543210',
    password_hash: await hashPassword(u.password),
    is_active: !u.inactive,
    is_exporter: true,
    gstin: u.gstin ?? null,
    roles: '[]',
    created_at: t,
    updated_at: t,
    password_changed_at: t,
  });
  await db('subscriptions').insert({
    user_id: id,
    plan_id: 'TRIAL',
    plan_type: 'trial',
    amount: 0,
    status: 'active',
    starts_at: t,
    ends_at: t + 14 * 86_400_000,
    created_at: t,
  });
} finally {
  await db.destroy();
}
