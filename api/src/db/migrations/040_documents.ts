import type { Knex } from 'knex';

/**
 * Export documents (issue 6): the "all export invoices" generation state per docket
 * (isAllInvoicesGen: Processing or Generated, 001 §3), uploaded documents per docket (types pbe,
 * rbi, exportInvoice, receipts, other) and EDF details per invoice. Generated PDFs themselves are
 * not tracked: they are stored under the docket's content revision and found by key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('docket_invoice_runs', (t) => {
    t.integer('docket_id').unsigned().notNullable().primary().references('id').inTable('dockets');
    t.string('status', 12).notNullable(); // Processing | Generated | Failed
    t.string('revision', 16).notNullable();
    t.string('job_id', 80).notNullable();
    t.string('zip_key', 200);
    t.integer('invoice_count');
    t.string('message', 500);
    t.integer('requested_by').unsigned().notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });

  await knex.schema.createTable('docket_files', (t) => {
    t.increments('id');
    t.integer('docket_id').unsigned().notNullable().references('id').inTable('dockets').index();
    t.string('type', 16).notNullable(); // pbe | rbi | exportInvoice | receipts | other
    t.string('file_name', 200).notNullable();
    t.string('description', 40);
    t.string('mime', 40).notNullable();
    t.string('file_key', 200).notNullable();
    t.integer('size_bytes').notNullable();
    t.integer('uploaded_by').unsigned().notNullable();
    t.bigInteger('created_at').notNullable();
  });

  await knex.schema.createTable('edf_details', (t) => {
    t.increments('id');
    t.integer('docket_id').unsigned().notNullable().references('id').inTable('dockets');
    t.string('invoice_no', 40).notNullable();
    t.text('data').notNullable();
    t.integer('updated_by').unsigned().notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['docket_id', 'invoice_no']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['edf_details', 'docket_files', 'docket_invoice_runs'])
    await knex.schema.dropTableIfExists(table);
}
