import type { Knex } from 'knex';

/**
 * Portal registry hardening (issue 12): each release records what it replaced (old → new) and
 * which deploy token made it; deploy tokens let a team's CI publish one section without an admin
 * login (stored as sha-256 hashes like API keys, shown once, revocable).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('portal_deploy_tokens', (t) => {
    t.increments('id');
    t.string('section', 60).notNullable();
    t.string('label', 80).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.string('last4', 4).notNullable();
    t.integer('created_by').unsigned().references('id').inTable('users');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('last_used_at');
    t.bigInteger('revoked_at');
    t.index(['section']);
  });
  await knex.schema.alterTable('portal_remote_releases', (t) => {
    t.string('previous_manifest_url', 500);
    t.string('previous_version', 40);
    t.integer('deploy_token_id').unsigned(); // no FK: SQLite would rebuild the table to add one
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('portal_remote_releases', (t) => {
    t.dropColumn('deploy_token_id');
    t.dropColumn('previous_version');
    t.dropColumn('previous_manifest_url');
  });
  await knex.schema.dropTableIfExists('portal_deploy_tokens');
}
