import type { Knex } from 'knex';
import { foreignToInr, ratesAt, round2 } from '@exportdesk/core';
import { ratesUpTo } from '../../modules/exchange-rates/repo';

/**
 * A docket's FOB in rupees (001 §3 "Search/download filter: fromInr, toInr"; §9 "Currency shown
 * as INR"): its orders' FOB converted at the customs exchange rates in force when it was made,
 * so the list's FOB range compares rupees, not a sum of mixed currencies. Existing dockets are
 * filled from their orders here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dockets', (t) => {
    t.decimal('fob_inr', 16, 2).index();
  });
  const dockets = await knex('dockets').select('id', 'created_at');
  for (const d of dockets) {
    const at = Number(d.created_at);
    const { rates } = ratesAt(await ratesUpTo(knex, at), at);
    const orders = await knex('orders').where({ docket_id: d.id }).select('currency', 'fob_foreign');
    const inr = round2(orders.reduce((s: number, o: any) => s + foreignToInr(Number(o.fob_foreign), o.currency, rates), 0));
    await knex('dockets').where({ id: d.id }).update({ fob_inr: inr });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dockets', (t) => {
    t.dropColumn('fob_inr');
  });
}
