import type { Knex } from 'knex';

/**
 * Which automatic e-mails a user switched off (issue 27): one row per user and mail kind the user
 * set; a kind without a row is on. The mail outbox's job id (the event's idempotency key) is
 * already unique, so each event mails a recipient at most once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notification_preferences', (t) => {
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users');
    t.string('kind', 40).notNullable();
    t.boolean('enabled').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.primary(['user_id', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('notification_preferences');
}
