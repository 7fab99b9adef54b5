import type { Knex } from 'knex';

/**
 * Issue 14: with REGISTER_REQUIRES_OTP=1 an account registered without OTP-proved contacts starts
 * inactive and waits for its confirmation at /register/{userId}. This mark tells it apart from an
 * account an admin deactivated (which an OTP must never switch back on).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('awaiting_otp_since');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('awaiting_otp_since');
  });
}
