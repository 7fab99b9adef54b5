import type { Knex } from 'knex';

/**
 * Documents belong to whoever filed them (issue 12 item 4): each uploaded file records the role
 * (userType) and, for customs, the office (FPO code) that uploaded it, as they were at upload
 * time; each deletion of a file is recorded (who, when, what). Files uploaded before this take
 * their uploader's current role and office.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('docket_files', (t) => {
    t.integer('uploader_type');
    t.string('uploader_office', 60);
  });
  await knex('docket_files').update({
    uploader_type: knex('users').select('user_type').where('users.id', knex.ref('docket_files.uploaded_by')),
    uploader_office: knex('users').select('fpo').where('users.id', knex.ref('docket_files.uploaded_by')),
  });

  await knex.schema.createTable('docket_file_deletions', (t) => {
    t.increments('id');
    t.integer('docket_id').unsigned().notNullable().index();
    t.integer('file_id').unsigned().notNullable();
    t.string('file_type', 16).notNullable();
    t.string('file_name', 200).notNullable();
    t.string('file_key', 200).notNullable();
    t.integer('uploaded_by').unsigned().notNullable();
    t.integer('uploader_type');
    t.string('uploader_office', 60);
    t.integer('deleted_by').unsigned().notNullable();
    t.integer('deleter_type').notNullable();
    /** owner | office | admin | super-admin: which rule let the deletion through */
    t.string('grounds', 16).notNullable();
    t.bigInteger('deleted_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('docket_file_deletions');
  await knex.schema.alterTable('docket_files', (t) => {
    t.dropColumn('uploader_office');
    t.dropColumn('uploader_type');
  });
}
