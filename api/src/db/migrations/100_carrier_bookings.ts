import type { Knex } from 'knex';

/**
 * Courier bookings (issue 15). A parcel is a box of a docket (orders sharing docket_id and box_id),
 * named by its first order's id. One row per booking attempt-chain: `idem_key` (carrier, parcel,
 * generation) is unique, so two concurrent Book calls cannot both create one, and a retried job
 * finds the row it already started. `carrier_forms` holds the /dhl_form details (save/savedhldata).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('carrier_bookings', (t) => {
    t.increments('id');
    t.integer('parcel_id').unsigned().notNullable().index(); // orders.id of the box's first item
    t.integer('exporter_id').unsigned().notNullable().index();
    t.string('carrier', 20).notNullable();
    t.integer('generation').notNullable();
    t.string('idem_key', 80).notNullable().unique();
    t.string('status', 12).notNullable(); // queued | booking | booked | failed | cancelled
    t.string('awb', 40);
    t.string('label_key', 200);
    t.text('tracking'); // JSON: the last tracking answer
    t.string('message', 500);
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('created_by').unsigned().notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['carrier', 'status']);
  });
  await knex.schema.createTable('carrier_forms', (t) => {
    t.integer('parcel_id').unsigned().notNullable();
    t.string('carrier', 20).notNullable();
    t.text('data').notNullable(); // JSON of core carrierFormSchema
    t.integer('updated_by').unsigned().notNullable();
    t.bigInteger('updated_at').notNullable();
    t.primary(['parcel_id', 'carrier']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('carrier_forms');
  await knex.schema.dropTableIfExists('carrier_bookings');
}
