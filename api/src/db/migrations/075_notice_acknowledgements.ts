import type { Knex } from 'knex';

/**
 * A notice acknowledged with 'Okay' stays acknowledged for that user (issue 18): one row per user
 * and notice, on the server, so the user's other browsers do not show it again either.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notice_acknowledgements', (t) => {
    t.integer('notice_id').unsigned().notNullable().references('id').inTable('notices').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('acknowledged_at').notNullable();
    t.primary(['notice_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notice_acknowledgements');
}
