import type { Knex } from 'knex';

/**
 * The portal's remote registry: the current manifest of each section, and every version ever
 * pointed at, so a deploy can be rolled back. `current_release_id` names the release in use.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('portal_remote_releases', (t) => {
    t.increments('id');
    t.string('name', 60).notNullable();
    t.string('manifest_url', 500).notNullable();
    t.string('version', 40).notNullable();
    t.string('action', 12).notNullable(); // seed | publish | rollback (rollback rows are audit only)
    t.integer('created_by').unsigned().references('id').inTable('users');
    t.bigInteger('created_at').notNullable();
    t.index(['name', 'id']);
  });
  await knex.schema.createTable('portal_remotes', (t) => {
    t.string('name', 60).primary();
    t.string('manifest_url', 500).notNullable();
    t.string('version', 40).notNullable();
    t.integer('current_release_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('portal_remote_releases');
    t.bigInteger('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('portal_remotes');
  await knex.schema.dropTableIfExists('portal_remote_releases');
}
