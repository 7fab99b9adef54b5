/** Every query of the marketplace area: whose default carrier an importing account has. */
import type { Db } from '../../db/knex';

export async function defaultCarrier(db: Db, userId: number): Promise<string | null> {
  const r = await db('users')
    .where({ id: userId })
    .first<{ default_carrier: string } | undefined>('default_carrier');
  return r?.default_carrier ?? null;
}
