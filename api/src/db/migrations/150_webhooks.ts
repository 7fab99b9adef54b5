import type { Knex } from 'knex';

/**
 * Webhooks (issue 26). An endpoint belongs to the account that registered it (an exporter admin,
 * or a CHA for one linked exporter) and receives that exporter's events. An event row is written
 * once per change (its `event_key` is unique: a retried job or a repeated call adds nothing); one
 * delivery row per event and subscribed endpoint (its id is the Bull job id), and one attempt row
 * per POST, which is the delivery log.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_endpoints', (t) => {
    t.increments('id').primary();
    t.integer('owner_user_id').unsigned().notNullable().references('id').inTable('users');
    t.integer('exporter_user_id').unsigned().notNullable().references('id').inTable('users');
    t.string('url', 500).notNullable();
    t.string('description', 200).nullable();
    t.string('secret', 80).notNullable();
    t.text('events').notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.bigInteger('failing_since').nullable();
    t.bigInteger('disabled_at').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('removed_at').nullable();
    t.index(['exporter_user_id', 'removed_at'], 'webhook_endpoints_exporter');
    t.index(['owner_user_id', 'removed_at'], 'webhook_endpoints_owner');
  });
  await knex.schema.createTable('webhook_events', (t) => {
    t.string('id', 40).primary();
    t.string('event_key', 190).notNullable().unique();
    t.string('type', 40).notNullable();
    t.integer('exporter_user_id').unsigned().nullable();
    t.text('data').notNullable();
    t.bigInteger('created_at').notNullable();
  });
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.string('id', 40).primary();
    t.string('event_id', 40).notNullable().references('id').inTable('webhook_events');
    t.integer('endpoint_id').unsigned().notNullable().references('id').inTable('webhook_endpoints');
    t.string('status', 12).notNullable(); // pending | succeeded | failed
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('response_code').nullable();
    t.integer('duration_ms').nullable();
    t.string('error', 500).nullable();
    t.bigInteger('last_attempt_at').nullable();
    t.bigInteger('delivered_at').nullable();
    t.bigInteger('created_at').notNullable();
    t.index(['endpoint_id', 'created_at'], 'webhook_deliveries_endpoint');
  });
  await knex.schema.createTable('webhook_attempts', (t) => {
    t.increments('id').primary();
    t.string('delivery_id', 40).notNullable().references('id').inTable('webhook_deliveries');
    t.integer('response_code').nullable();
    t.integer('duration_ms').notNullable();
    t.string('error', 500).nullable();
    t.bigInteger('at').notNullable();
    t.index(['delivery_id'], 'webhook_attempts_delivery');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('webhook_attempts');
  await knex.schema.dropTableIfExists('webhook_deliveries');
  await knex.schema.dropTableIfExists('webhook_events');
  await knex.schema.dropTableIfExists('webhook_endpoints');
}
