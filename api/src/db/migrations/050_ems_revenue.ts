import type { Knex } from 'knex';

/**
 * Monthly international EMS revenue per user (000 §9 tiers). Billing records it per month; a
 * super admin can set it. A quote uses the previous calendar month's figure.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ems_revenue', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users');
    t.string('month', 7).notNullable(); // YYYY-MM
    t.decimal('amount_inr', 14, 2).notNullable();
    t.string('source', 20).notNullable().defaultTo('admin');
    t.bigInteger('updated_at').notNullable();
    t.unique(['user_id', 'month']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ems_revenue');
}
