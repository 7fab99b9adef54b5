import type { Knex } from 'knex';

/**
 * The first-login checklist's recorded steps (issue 18): the first rate quote an exporter asks
 * while signed in, the first generated document they open. Nothing else in the tables shows
 * those afterwards; the other steps are read from dockets, files and pickups. One row per
 * exporter account and step, written once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('onboarding_marks', (t) => {
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('step', 30).notNullable();
    t.bigInteger('created_at').notNullable();
    t.primary(['user_id', 'step']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('onboarding_marks');
}
