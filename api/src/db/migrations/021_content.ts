import type { Knex } from 'knex';

/** Notices (000 §4.2), news / updates (001 §2.16), blog posts (002 §2.13), help resources (002 §2.7). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notices', (t) => {
    t.increments('id');
    t.text('description').notNullable();
    t.boolean('is_refresh').notNullable().defaultTo(false);
    t.integer('created_by').unsigned().references('id').inTable('users');
    t.bigInteger('created_at').notNullable();
  });
  await knex.schema.createTable('news', (t) => {
    t.increments('id');
    t.bigInteger('news_date').notNullable().index();
    t.text('description').notNullable(); // sanitized HTML
    t.boolean('is_new_icon').notNullable().defaultTo(false);
    t.string('seed_key', 60).unique(); // demo rows, so seeding stays idempotent
    t.bigInteger('created_at').notNullable();
  });
  await knex.schema.createTable('blog_posts', (t) => {
    t.increments('id');
    t.string('type', 60).notNullable();
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.text('images'); // JSON array of file names under blogs/
    t.string('author', 120).notNullable();
    t.string('seed_key', 60).unique();
    t.bigInteger('created_at').notNullable();
  });
  await knex.schema.createTable('help_resources', (t) => {
    t.increments('id');
    t.string('file', 500).notNullable(); // a video URL or a document file name
    t.string('description', 500).notNullable();
    t.boolean('is_video').notNullable().defaultTo(false);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.string('seed_key', 60).unique();
    t.bigInteger('created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['help_resources', 'blog_posts', 'news', 'notices'])
    await knex.schema.dropTableIfExists(table);
}
