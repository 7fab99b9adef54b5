/**
 * A production site's first super admin (ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD): a site
 * without demo data has no account to sign in with otherwise. Made once; an account that exists
 * under that user name is left as it is (its password may have been changed since).
 */
import type { FirstAdmin } from '../../config';
import { hashPassword } from '../../lib/password';
import type { Db } from '../knex';
import { now } from '../knex';

export async function seedFirstAdmin(db: Db, admin: FirstAdmin): Promise<void> {
  const key = admin.username.toLowerCase();
  if (await db('users').where({ username_key: key }).first('id')) return;
  const t = now();
  await db('users').insert({
    user_type: 10,
    username: admin.username,
    username_key: key,
    ie_code: null,
    name: 'Super Admin',
    email: admin.email || null,
    mobile: null,
    password_hash: await hashPassword(admin.password),
    is_active: true,
    // The first sign-in asks for a new password, as for any account an operator made.
    is_first_login: true,
    is_exporter: false,
    roles: JSON.stringify(['isAdmin', 'isSuperAdmin']),
    created_at: t,
    updated_at: t,
    password_changed_at: t,
  });
}
