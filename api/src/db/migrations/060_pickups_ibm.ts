import type { Knex } from 'knex';

/**
 * Issue 6, the rest of the documents tab: a docket's pickup (no row = Pending; Scheduled with a
 * date by the owner side; Picked Up by the FPO agent or super admin) and the exporter's edited IBM
 * workbook (one current file per docket, replaced by a new upload). Times epoch ms.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('docket_pickups', (t) => {
    t.integer('docket_id').unsigned().notNullable().primary().references('id').inTable('dockets');
    t.string('status', 12).notNullable(); // Pending | Scheduled | Picked Up
    t.bigInteger('pickup_date'); // the calendar day, 00:00 UTC
    t.integer('requested_by').unsigned();
    t.bigInteger('requested_at');
    t.integer('updated_by').unsigned().notNullable();
    t.bigInteger('updated_at').notNullable();
  });

  await knex.schema.createTable('docket_ibm_files', (t) => {
    t.integer('docket_id').unsigned().notNullable().primary().references('id').inTable('dockets');
    t.string('file_name', 200).notNullable();
    t.string('kind', 4).notNullable(); // xlsx | xls
    t.string('file_key', 200).notNullable();
    t.integer('size_bytes').notNullable();
    t.integer('uploaded_by').unsigned().notNullable();
    t.bigInteger('uploaded_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['docket_ibm_files', 'docket_pickups']) await knex.schema.dropTableIfExists(table);
}
