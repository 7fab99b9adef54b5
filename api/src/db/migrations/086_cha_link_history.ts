import type { Knex } from 'knex';

/** Manage agents (issue 14): every link and unlink of a CHA/agent to an exporter, who did it and when. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cha_link_history', (t) => {
    t.increments('id');
    t.integer('cha_user_id').unsigned().notNullable().references('id').inTable('users').index();
    t.integer('exporter_user_id').unsigned().notNullable().references('id').inTable('users');
    t.string('action', 10).notNullable(); // link | unlink
    t.integer('by_user_id').unsigned();
    t.bigInteger('created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('cha_link_history');
}
