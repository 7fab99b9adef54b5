import type { Db } from '../../db/knex';

/** The database probe: answers when the database takes a query. */
export async function ping(db: Db): Promise<void> {
  await db.raw('select 1');
}
