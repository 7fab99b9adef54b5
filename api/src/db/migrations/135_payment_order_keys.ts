import type { Knex } from 'knex';

/**
 * The AD-code fee is paid once (issue 23), decided by the database on MySQL and SQLite alike:
 *
 * - `open_key` (unique) is held by a user's one open AD-code order (`adcode:<userId>`) while it
 *   waits for payment, so of 20 simultaneous asks one inserts and the others read its order;
 *   it is cleared when the order is paid or fails.
 * - `paid_key` (unique) is set on the order that paid the fee, so a second payment (another
 *   order paid later, in another tab) cannot be applied: verification refuses it.
 *
 * NULLs never collide in a unique index on either database, so other orders leave both empty.
 * Existing rows: each user's first paid AD-code order takes the paid key; a user who has not paid
 * keeps the newest open order as the open one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_orders', (t) => {
    t.string('open_key', 80).nullable().unique({ indexName: 'payment_orders_open_key_unique' });
    t.string('paid_key', 80).nullable().unique({ indexName: 'payment_orders_paid_key_unique' });
  });
  const paid: Array<{ id: number; user_id: number }> = await knex('payment_orders')
    .where({ purpose: 'adcode', status: 'paid' })
    .orderBy('id', 'asc')
    .select('id', 'user_id');
  const done = new Set<number>();
  for (const r of paid) {
    if (done.has(Number(r.user_id))) continue;
    done.add(Number(r.user_id));
    await knex('payment_orders')
      .where({ id: r.id })
      .update({ paid_key: `adcode:${r.user_id}` });
  }
  const open: Array<{ id: number; user_id: number }> = await knex('payment_orders')
    .where({ purpose: 'adcode', status: 'created' })
    .orderBy('id', 'desc')
    .select('id', 'user_id');
  for (const r of open) {
    if (done.has(Number(r.user_id))) continue;
    done.add(Number(r.user_id));
    await knex('payment_orders')
      .where({ id: r.id })
      .update({ open_key: `adcode:${r.user_id}` });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_orders', (t) => {
    t.dropUnique(['open_key'], 'payment_orders_open_key_unique');
    t.dropUnique(['paid_key'], 'payment_orders_paid_key_unique');
  });
  await knex.schema.alterTable('payment_orders', (t) => {
    t.dropColumn('open_key');
    t.dropColumn('paid_key');
  });
}
