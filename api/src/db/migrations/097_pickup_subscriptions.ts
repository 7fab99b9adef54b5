import type { Knex } from 'knex';

/**
 * Issue 15 (H4): monthly pickup subscriptions (001 §3 "User subscription"), one per user, set by
 * the super admin. total_pickup_requests is the requests still left (each pickup request takes
 * one in a single guarded UPDATE, so two racing for the last one cannot both win). Dates: the
 * start at 00:00 IST of its day, the end at the end of its day in India, epoch ms.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pickup_subscriptions', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users');
    t.integer('rate').notNullable();
    t.bigInteger('start_date').notNullable();
    t.bigInteger('end_date').notNullable();
    t.integer('total_pickup_requests').notNullable();
    t.integer('no_pbe_per_month').notNullable();
    t.integer('remaining_no_pbe_per_month').notNullable();
    t.integer('no_parcels_per_pickup').notNullable();
    t.string('customer_email', 160);
    t.string('remark', 300);
    t.integer('updated_by').unsigned().notNullable().references('id').inTable('users');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('pickup_subscriptions');
}
