/** The one query of the MEIS reports: where a mailed report goes when no address was given. */
import type { Db } from '../../db/knex';

export async function userEmail(db: Db, userId: number): Promise<string | null> {
  const u: { email?: string | null } | undefined = await db('users').where({ id: userId }).first('email');
  return u?.email ?? null;
}
