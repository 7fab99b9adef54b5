import type { Knex } from 'knex';

/**
 * Inbox attachments (issue 17): a message may carry one file (PDF, PNG or JPEG, at most 1 MB,
 * checked by content) kept in the file storage under `attachment_key`; the name shown is the
 * user's, cleaned. A message with a file may have empty text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inbox_messages', (t) => {
    t.string('attachment_key', 300).nullable();
    t.string('attachment_name', 200).nullable();
    t.string('attachment_mime', 60).nullable();
    t.integer('attachment_size').unsigned().nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inbox_messages', (t) => {
    t.dropColumn('attachment_key');
    t.dropColumn('attachment_name');
    t.dropColumn('attachment_mime');
    t.dropColumn('attachment_size');
  });
}
