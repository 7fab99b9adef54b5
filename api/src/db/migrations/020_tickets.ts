import type { Knex } from 'knex';

/**
 * Tickets (002 §2.11, §3): helpdesk submissions and contact-form messages, their comments and
 * the task an assigned ticket becomes. Images are stored as file keys (tickets/{file}), not bytes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tickets', (t) => {
    t.increments('id');
    // The number people see (TKT000123); set right after the insert, from the id.
    t.string('ticket_no', 20).unique();
    t.string('type', 30).notNullable();
    t.string('title', 200).notNullable().defaultTo('');
    t.string('name', 120).notNullable();
    t.string('company', 160);
    t.string('email', 160).notNullable();
    t.string('mobile', 200).notNullable();
    t.text('description');
    t.string('url', 500);
    t.string('demo_date', 10);
    t.string('demo_time_slot', 20);
    t.string('status', 20).notNullable().defaultTo('Pending');
    t.integer('created_by_user_id').unsigned().references('id').inTable('users');
    t.string('created_by', 120);
    t.integer('reviewed_by_user_id').unsigned().references('id').inTable('users');
    t.string('reviewed_by', 120);
    t.text('images'); // JSON array of file names under tickets/
    t.string('pms_id', 40); // the task code once assigned
    t.text('task'); // JSON: title, description, deadline, priority, assignees, taskType
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['status', 'type', 'id']);
  });
  await knex.schema.createTable('ticket_comments', (t) => {
    t.increments('id');
    t.integer('ticket_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('tickets')
      .onDelete('CASCADE')
      .index();
    t.text('text').notNullable();
    t.integer('user_id').unsigned().references('id').inTable('users');
    t.string('name', 120).notNullable();
    t.bigInteger('created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ticket_comments');
  await knex.schema.dropTableIfExists('tickets');
}
