import type { Knex } from 'knex';

/**
 * One-time passwords (issue 14): registration confirms a mobile and an e-mail, and exporters may
 * sign in with an OTP. Only a keyed hash of the code is kept; a row lives 5 minutes, takes 5 wrong
 * guesses, and is used once (used_at; verified_at when the right code used it). `target` is the
 * mobile or e-mail (lower-cased), or `user:<id>` for sign-in OTPs. A verified registration OTP is
 * the proof that the form's mobile or e-mail belongs to the person registering.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('otps', (t) => {
    t.increments('id');
    t.string('purpose', 20).notNullable(); // register | login | activate
    t.string('channel', 10).notNullable(); // mobile | email | account
    t.string('target', 160).notNullable();
    t.integer('user_id').unsigned().nullable();
    t.string('code_hash', 64).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('used_at').nullable();
    t.bigInteger('verified_at').nullable(); // set when the right code used it
    t.bigInteger('created_at').notNullable();
    t.index(['purpose', 'channel', 'target'], 'otps_lookup');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('otps');
}
