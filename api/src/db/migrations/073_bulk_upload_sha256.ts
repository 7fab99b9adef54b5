import type { Knex } from 'knex';

/**
 * The same workbook uploaded twice must not make two dockets (issue 12 item 8): each upload keeps
 * its file's SHA-256 and whose it is (the exporter for an exporter's people, null for a CHA, whose
 * uploads are matched by the uploading user), and whether it was a deliberate re-upload (`forced`:
 * its rows then skip the invoice-number check). Existing uploads keep a null hash: they are never
 * matched. The orders index serves "is this invoice number already on file for this exporter".
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_uploads', (t) => {
    t.string('file_sha256', 64);
    t.integer('exporter_id').unsigned();
    t.boolean('forced').notNullable().defaultTo(false);
    t.index(['file_sha256', 'exporter_id'], 'bulk_uploads_sha256_idx');
  });
  await knex.schema.alterTable('orders', (t) => {
    t.index(['exporter_id', 'invoice_no'], 'orders_exporter_invoice_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['exporter_id', 'invoice_no'], 'orders_exporter_invoice_idx');
  });
  await knex.schema.alterTable('bulk_uploads', (t) => {
    t.dropIndex(['file_sha256', 'exporter_id'], 'bulk_uploads_sha256_idx');
    t.dropColumn('file_sha256');
    t.dropColumn('exporter_id');
    t.dropColumn('forced');
  });
}
