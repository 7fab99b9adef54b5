import type { Knex } from 'knex';

/**
 * The inbox (issue 17): one conversation per user with support (the super admins), and its
 * messages. Messages are rows first and socket events second, so a dropped socket loses nothing:
 * the page reloads them from the API. `read_at` is set when the other side reads the message.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inbox_conversations', (t) => {
    t.increments('id').primary();
    t.integer('owner_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('last_message_at').notNullable();
    t.unique(['owner_user_id'], { indexName: 'inbox_conversations_owner_unique' });
    t.index(['last_message_at'], 'inbox_conversations_last_index');
  });
  await knex.schema.createTable('inbox_messages', (t) => {
    t.increments('id').primary();
    t.integer('conversation_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('inbox_conversations')
      .onDelete('CASCADE');
    t.integer('sender_user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.text('text').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('read_at').nullable();
    t.index(['conversation_id', 'id'], 'inbox_messages_conversation_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inbox_messages');
  await knex.schema.dropTable('inbox_conversations');
}
