/**
 * Creates one user straight in the e2e stack's database, its password hashed exactly as the API
 * does (api/src/lib/password.ts), for flows no seed covers (a customs first login).
 *   DATABASE_URL=… node --import tsx tests/e2e/make-user.ts '{"userType":5,"username":"fpo.x","password":"…"}'
 */
import { createDb, now } from '../../api/src/db/knex';
import { hashPassword } from '../../api/src/lib/password';

interface NewUser {
  userType: number;
  username: string;
  password: string;
  name?: string;
  roles?: string[];
  seriesCode?: string;
  fpo?: string;
  isFirstLogin?: boolean;
}

const u = JSON.parse(process.argv[2] ?? '{}') as NewUser;
const db = createDb(process.env.DATABASE_URL!);
try {
  const t = now();
  await db('users').insert({
    user_type: u.userType,
    username: u.username,
    username_key: u.username.toLowerCase(),
    name: u.name ?? u.username,
    email: `${u.username}@e2e.exportdesk.local`,
    mobile: '9876543210',
    password_hash: await hashPassword(u.password),
    is_active: true,
    is_first_login: Boolean(u.isFirstLogin),
    is_exporter: false,
    roles: JSON.stringify(u.roles ?? []),
    series_code: u.seriesCode ?? null,
    fpo: u.fpo ?? null,
    created_at: t,
    updated_at: t,
    password_changed_at: t,
  });
} finally {
  await db.destroy();
}
