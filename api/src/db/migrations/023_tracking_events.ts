import type { Knex } from 'knex';

/** Tracking events per parcel (POST order/trackshipment), written by carrier feeds and scans. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tracking_events', (t) => {
    t.increments('id');
    t.string('tracking_id', 14).notNullable();
    t.bigInteger('event_at').notNullable();
    t.string('office', 120).notNullable();
    t.string('event', 200).notNullable();
    t.bigInteger('created_at').notNullable();
    t.unique(['tracking_id', 'event_at', 'event']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('tracking_events');
}
