/**
 * One active demo account per role, past any first-login step (README "Demo logins").
 * Idempotent: an account that exists is left as it is (its password may have been changed).
 */
import { isExporter } from '@exportdesk/core';
import type { Db } from '../knex';
import { now } from '../knex';
import { hashPassword } from '../../lib/password';

export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoAccount {
  role: string;
  userType: number;
  username: string;
  name: string;
  roles?: string[];
  ieCode?: string;
  seriesCode?: string;
  fpo?: string;
  parent?: string;
  email: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'exporter admin',
    userType: 1,
    username: 'ABCDE1234F',
    ieCode: 'ABCDE1234F',
    name: 'Demo Handicrafts Pvt Ltd',
    fpo: 'INDEL5',
    email: 'exporter@demo.exportdesk.local',
  },
  {
    role: 'custom agent (CHA)',
    userType: 2,
    username: 'customagent',
    name: 'Demo Custom Agent',
    email: 'customagent@demo.exportdesk.local',
  },
  {
    role: 'exporter user',
    userType: 3,
    username: 'exporter.user',
    ieCode: 'ABCDE1234F',
    parent: 'ABCDE1234F',
    name: 'Demo Exporter Staff',
    fpo: 'INDEL5',
    email: 'staff@demo.exportdesk.local',
  },
  {
    role: 'CHA',
    userType: 4,
    username: 'cha4',
    name: 'Demo Clearing House (4)',
    email: 'cha4@demo.exportdesk.local',
  },
  {
    role: 'FPO custom-login user',
    userType: 5,
    username: 'fpo.delhi',
    name: 'FPO Delhi Officer',
    roles: ['isFpoAgent'],
    seriesCode: 'DEL',
    fpo: 'INDEL5',
    email: 'fpo@demo.exportdesk.local',
  },
  {
    role: 'customs authority (CBIC)',
    userType: 6,
    username: 'cbic',
    name: 'CBIC Officer',
    email: 'cbic@demo.exportdesk.local',
  },
  {
    role: 'DGFT',
    userType: 7,
    username: 'dgft',
    name: 'DGFT Reviewer',
    roles: ['dgft'],
    email: 'dgft@demo.exportdesk.local',
  },
  {
    role: 'admin',
    userType: 10,
    username: 'admin',
    name: 'Demo Admin',
    roles: ['isAdmin'],
    email: 'admin@demo.exportdesk.local',
  },
  {
    role: 'super admin',
    userType: 10,
    username: 'superadmin',
    name: 'Demo Super Admin',
    roles: ['isAdmin', 'isSuperAdmin'],
    email: 'superadmin@demo.exportdesk.local',
  },
  {
    role: 'CHA',
    userType: 11,
    username: 'cha11',
    name: 'Demo Clearing House (11)',
    email: 'cha11@demo.exportdesk.local',
  },
  {
    role: 'agent (CHA)',
    userType: 12,
    username: 'agent12',
    name: 'Demo Postal Agent',
    email: 'agent12@demo.exportdesk.local',
  },
  {
    role: 'personal user',
    userType: 101,
    username: 'personal',
    name: 'Demo Personal Shipper',
    email: 'personal@demo.exportdesk.local',
  },
];

export async function seedDemoAccounts(db: Db): Promise<void> {
  const t = now();
  const existing = new Set(
    (
      await db('users')
        .whereIn(
          'username_key',
          DEMO_ACCOUNTS.map((a) => a.username.toLowerCase()),
        )
        .select('username_key')
    ).map((r: { username_key: string }) => r.username_key),
  );
  const hash = existing.size === DEMO_ACCOUNTS.length ? '' : await hashPassword(DEMO_PASSWORD);
  for (const a of DEMO_ACCOUNTS) {
    if (existing.has(a.username.toLowerCase())) continue;
    const parent = a.parent
      ? await db('users').where({ username_key: a.parent.toLowerCase() }).first('id')
      : null;
    await db('users').insert({
      user_type: a.userType,
      username: a.username,
      username_key: a.username.toLowerCase(),
      ie_code: a.ieCode ?? null,
      name: a.name,
      email: a.email,
      mobile: '9876543210',
      password_hash: hash,
      is_active: true,
      is_first_login: false,
      is_exporter: isExporter({ userType: a.userType, roles: a.roles ?? [] }),
      roles: JSON.stringify(a.roles ?? []),
      series_code: a.seriesCode ?? null,
      fpo: a.fpo ?? null,
      parent_user_id: parent?.id ?? null,
      created_at: t,
      updated_at: t,
      password_changed_at: t,
    });
  }

  // Demo accounts made before FPO codes existed get theirs (and the exporter's dockets theirs too).
  for (const a of DEMO_ACCOUNTS.filter((x) => x.fpo)) {
    const u = await db('users')
      .where({ username_key: a.username.toLowerCase() })
      .whereNull('fpo')
      .first('id');
    if (!u) continue;
    await db('users').where({ id: u.id }).update({ fpo: a.fpo });
    await db('dockets').where({ exporter_id: u.id }).whereNull('fpo_code').update({ fpo_code: a.fpo });
  }

  // Every demo CHA works for the demo exporter; the demo exporter holds a year of premium.
  const exporter = await db('users').where({ username_key: 'abcde1234f' }).first('id');
  const chas = await db('users')
    .whereIn('user_type', [2, 4, 11, 12])
    .whereIn(
      'username_key',
      DEMO_ACCOUNTS.map((a) => a.username.toLowerCase()),
    )
    .select('id');
  for (const cha of chas) {
    const link = await db('cha_exporters')
      .where({ cha_user_id: cha.id, exporter_user_id: exporter.id })
      .first();
    if (!link)
      await db('cha_exporters').insert({ cha_user_id: cha.id, exporter_user_id: exporter.id, created_at: t });
  }
  const sub = await db('subscriptions').where({ user_id: exporter.id }).first('id');
  if (!sub) {
    await db('subscriptions').insert({
      user_id: exporter.id,
      plan_id: 'PREMIUM-Y', // core PLANS id (issue 14)
      plan_type: 'yearly',
      amount: 5999,
      status: 'active',
      starts_at: t,
      ends_at: t + 365 * 86400_000,
      created_at: t,
    });
  }
  const org = await db('organizations').where({ code: 'EXPORTDESK' }).first('id');
  if (!org) {
    await db('organizations').insert({
      name: 'ExportDesk Operations',
      code: 'EXPORTDESK',
      permissions: JSON.stringify(['isAdmin']),
      is_active: true,
      created_at: t,
      updated_at: t,
    });
  }
}
