import type { Knex } from 'knex';

/** Accounts, organizations, CHA links, subscriptions, password resets and the mail outbox. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('organizations', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable();
    t.string('code', 30).notNullable().unique();
    t.text('permissions');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.integer('user_type').notNullable().index();
    t.string('username', 100).notNullable();
    // Lower-cased copy: usernames are unique and matched without regard to letter case.
    t.string('username_key', 100).notNullable().unique();
    t.string('ie_code', 10).index();
    t.string('name', 120).notNullable();
    t.string('email', 160);
    t.string('mobile', 40);
    t.string('password_hash', 200).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_first_login').notNullable().defaultTo(false);
    t.boolean('is_exporter').notNullable().defaultTo(false);
    t.boolean('is_domestic').notNullable().defaultTo(false);
    t.boolean('is_domestic_active').notNullable().defaultTo(false);
    t.string('gstin', 15);
    t.text('roles');
    t.string('series_code', 30);
    t.string('fpo', 60);
    t.string('url', 255);
    t.boolean('is_web_url').notNullable().defaultTo(false);
    t.string('default_carrier', 20).notNullable().defaultTo('indiapost');
    t.integer('parent_user_id').unsigned().references('id').inTable('users');
    t.integer('organization_id').unsigned().references('id').inTable('organizations');
    t.bigInteger('password_changed_at');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });

  // Which exporters a CHA (userTypes 2, 4, 11, 12) works for.
  await knex.schema.createTable('cha_exporters', (t) => {
    t.integer('cha_user_id').unsigned().notNullable().references('id').inTable('users');
    t.integer('exporter_user_id').unsigned().notNullable().references('id').inTable('users');
    t.bigInteger('created_at').notNullable();
    t.primary(['cha_user_id', 'exporter_user_id']);
  });

  await knex.schema.createTable('subscriptions', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').index();
    t.string('plan_id', 40).notNullable();
    t.string('plan_type', 20).notNullable(); // monthly | yearly | trial | custom
    t.decimal('amount', 12, 2).notNullable().defaultTo(0);
    t.string('status', 20).notNullable().defaultTo('active');
    t.bigInteger('starts_at').notNullable();
    t.bigInteger('ends_at').notNullable();
    t.bigInteger('created_at').notNullable();
  });

  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users');
    t.string('token_hash', 64).notNullable().unique();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('used_at');
    t.bigInteger('created_at').notNullable();
  });

  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id');
    // The queue job id: a retried job records its message once.
    t.string('job_id', 100).notNullable().unique();
    t.string('kind', 40).notNullable();
    t.string('to_address', 255).notNullable();
    t.string('subject', 255).notNullable();
    t.text('body_text').notNullable();
    t.text('body_html');
    t.string('status', 20).notNullable(); // recorded | sent | failed
    t.text('error');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('sent_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'mail_outbox',
    'password_resets',
    'subscriptions',
    'cha_exporters',
    'users',
    'organizations',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
