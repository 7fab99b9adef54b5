import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

/** The kinds a user set, on or off; a kind without a row is on. */
export async function preferencesOf(db: Db, userId: number): Promise<Record<string, boolean>> {
  const rows: Array<{ kind: string; enabled: unknown }> = await db('notification_preferences')
    .where({ user_id: userId })
    .select('kind', 'enabled');
  return Object.fromEntries(rows.map((r) => [r.kind, Boolean(Number(r.enabled))]));
}

export async function setPreferences(db: Db, userId: number, prefs: Record<string, boolean>): Promise<void> {
  const at = now();
  const rows = Object.entries(prefs).map(([kind, enabled]) => ({
    user_id: userId,
    kind,
    enabled,
    updated_at: at,
  }));
  if (!rows.length) return;
  await db('notification_preferences')
    .insert(rows)
    .onConflict(['user_id', 'kind'])
    .merge(['enabled', 'updated_at']);
}
