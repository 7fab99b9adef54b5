import type { Knex } from 'knex';

/**
 * The workers' sweep (requeueStaleUploads, every 30 s) looks for uploads still 'queued' past a
 * minute: an index on bulk_uploads(status, created_at) keeps it a lookup however many uploads
 * a year of use leaves behind.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_uploads', (t) => {
    t.index(['status', 'created_at'], 'bulk_uploads_status_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_uploads', (t) => {
    t.dropIndex(['status', 'created_at'], 'bulk_uploads_status_created_index');
  });
}
