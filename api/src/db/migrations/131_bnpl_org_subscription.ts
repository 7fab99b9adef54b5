import type { Knex } from 'knex';

/**
 * Issue 25: the exporter's India Post pay-later (BNPL) account, sent by authentication/updateBnpl,
 * and an organization's plan, set by organization/manageSubscription. Each is one small record
 * read and written whole, so a JSON text column on its owner (NULL: none yet).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('bnpl');
  });
  await knex.schema.alterTable('organizations', (t) => {
    t.text('subscription');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('bnpl');
  });
  await knex.schema.alterTable('organizations', (t) => {
    t.dropColumn('subscription');
  });
}
