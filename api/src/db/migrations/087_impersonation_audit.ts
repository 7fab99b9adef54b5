import type { Knex } from 'knex';

/**
 * Read-only support sessions (issue 14): every "View as" token a super admin takes for a user is
 * one row here (who, as whom, when), written before the token is handed out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('impersonation_audit', (t) => {
    t.increments('id').primary();
    t.integer('admin_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('jti', 64).notNullable();
    t.bigInteger('started_at').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.index(['user_id', 'started_at'], 'impersonation_audit_user_index');
    t.index(['admin_user_id', 'started_at'], 'impersonation_audit_admin_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('impersonation_audit');
}
