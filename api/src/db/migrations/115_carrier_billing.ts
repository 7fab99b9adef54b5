import type { Knex } from 'knex';

/**
 * Carrier billing reconciliation (issue 17, 002 §2.3): the carrier files uploaded (one row per
 * file, refused a second time by its sha-256), the carrier invoice rows read from them (one per
 * row key, so a re-sent copy adds nothing) with what they matched, and our own invoice number
 * sequence per financial year (a row locked while a number is taken). Times epoch ms.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('billing_files', (t) => {
    t.increments('id');
    t.string('carrier', 12).notNullable();
    t.string('file_name', 200).notNullable();
    t.string('sha256', 64).notNullable();
    t.string('file_key', 200).notNullable();
    t.integer('size_bytes').notNullable();
    t.string('status', 12).notNullable(); // queued | reading | saved | rejected | failed
    t.integer('rows_total');
    t.integer('rows_added');
    t.text('report'); // BillingReport JSON
    t.string('message', 500);
    t.integer('uploaded_by').unsigned().notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['carrier', 'sha256']);
  });

  await knex.schema.createTable('carrier_invoices', (t) => {
    t.increments('id');
    t.string('carrier', 12).notNullable();
    t.integer('file_id').unsigned().notNullable();
    t.string('row_key', 255).notNullable().unique();
    t.string('invoice_number', 60).notNullable();
    t.string('handover_id', 60).notNullable().defaultTo('');
    t.string('shipment_id', 60).notNullable().defaultTo('');
    t.string('awb', 60).notNullable().defaultTo('');
    t.string('noe', 30).notNullable().defaultTo('');
    t.string('pickup_date', 10).notNullable().defaultTo('');
    t.integer('weight_g').notNullable();
    t.decimal('amount', 14, 2).notNullable();
    t.decimal('arrear', 14, 2).notNullable().defaultTo(0);
    t.integer('exporter_id').unsigned();
    t.integer('docket_id').unsigned();
    t.string('box_id', 40);
    t.integer('declared_weight_g');
    t.integer('weight_diff_g');
    t.decimal('expected_amount', 14, 2);
    t.decimal('amount_debited', 14, 2).notNullable().defaultTo(0);
    t.string('match_status', 12).notNullable(); // matched | unmatched | weight | overbilled | underbilled
    t.string('pmb_invoice_no', 30).unique();
    t.bigInteger('pmb_invoice_date');
    t.decimal('vat', 14, 2);
    t.string('status', 10).notNullable(); // created | Generated | Paid
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['carrier', 'status']);
    t.index(['carrier', 'invoice_number']);
    t.index(['exporter_id']);
    t.index(['file_id']);
  });

  await knex.schema.createTable('billing_invoice_sequence', (t) => {
    t.string('fy', 7).primary();
    t.integer('last_no').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('billing_invoice_sequence');
  await knex.schema.dropTableIfExists('carrier_invoices');
  await knex.schema.dropTableIfExists('billing_files');
}
