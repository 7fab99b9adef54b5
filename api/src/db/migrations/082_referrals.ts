import type { Knex } from 'knex';

/**
 * Referrers a new account may name at sign-up (002 §3 "Referral item: id, name"; getreferrals).
 * The list is reference data the sales team keeps; it starts with the channels a platform like
 * ours hears from, so the form has choices on a fresh install.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('referrals', (t) => {
    t.increments('id');
    t.string('code', 60).notNullable().unique();
    t.string('name', 120).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.bigInteger('created_at').notNullable();
  });
  const t = Date.now();
  const rows = [
    ['direct', 'Direct / none'],
    ['indiapost', 'India Post office'],
    ['cha', 'Customs house agent (CHA)'],
    ['epc', 'Export promotion council'],
    ['exporter', 'Another exporter'],
    ['search', 'Web search or social media'],
  ];
  await knex('referrals').insert(
    rows.map(([code, name], i) => ({ code, name, is_active: true, sort_order: i, created_at: t })),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('referrals');
}
