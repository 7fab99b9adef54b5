import type { Knex } from 'knex';

/**
 * Orders in (issue 5): API keys, the docket number sequence, dockets, orders (items) and bulk
 * uploads. Times are epoch ms, JSON is text: the same on MySQL and SQLite.
 */
export async function up(knex: Knex): Promise<void> {
  // Stored hashed (sha-256 of a 32-byte random key); a regenerated key revokes the old one.
  await knex.schema.createTable('api_keys', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').index();
    t.string('key_hash', 64).notNullable().unique();
    t.string('last4', 4).notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('revoked_at');
  });

  // One row per docket number ever handed out: the auto-increment id makes numbers unique across
  // every API and worker instance without locks of our own.
  await knex.schema.createTable('docket_sequence', (t) => {
    t.increments('id');
    t.bigInteger('created_at').notNullable();
  });

  await knex.schema.createTable('dockets', (t) => {
    t.increments('id');
    t.string('docket_no', 16).notNullable().unique();
    t.integer('exporter_id').unsigned().notNullable().references('id').inTable('users');
    t.string('pbe_type', 4).notNullable();
    t.string('source', 10).notNullable(); // api | bulk
    t.integer('created_by').unsigned().notNullable().references('id').inTable('users');
    t.integer('upload_id').unsigned();
    t.integer('box_count').notNullable();
    t.integer('item_count').notNullable();
    t.decimal('fob_total', 14, 2).notNullable();
    t.string('shipping_bill_no', 40);
    t.bigInteger('shipping_bill_date');
    t.bigInteger('created_at').notNullable();
    t.index(['exporter_id', 'created_at']);
    t.index(['created_at']);
  });

  // An order is one item of a parcel; orderId is unique per exporter, so a re-push is recognised.
  await knex.schema.createTable('orders', (t) => {
    t.increments('id');
    t.integer('exporter_id').unsigned().notNullable().references('id').inTable('users');
    t.string('order_id', 64).notNullable();
    t.integer('docket_id').unsigned().notNullable().references('id').inTable('dockets').index();
    t.string('box_id', 40).notNullable();
    t.string('pbe_type', 4).notNullable();
    t.string('invoice_no', 40).notNullable();
    t.string('invoice_date', 10).notNullable();
    t.string('consignee_name', 120).notNullable();
    t.string('consignee_country', 80).notNullable();
    t.string('currency', 3).notNullable();
    t.decimal('fob_foreign', 14, 2).notNullable();
    t.text('data').notNullable();
    t.bigInteger('created_at').notNullable();
    t.unique(['exporter_id', 'order_id']);
  });

  await knex.schema.createTable('bulk_uploads', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').index();
    t.string('file_key', 200).notNullable();
    t.string('file_name', 200).notNullable();
    t.integer('size_bytes').notNullable();
    t.string('status', 12).notNullable(); // queued | reading | saving | saved | rejected | failed
    t.integer('rows_total');
    t.integer('rows_saved');
    t.text('reserved'); // docket numbers reserved per group: a retry reuses them
    t.text('dockets');
    t.text('report');
    t.string('message', 500);
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['bulk_uploads', 'orders', 'dockets', 'docket_sequence', 'api_keys'])
    await knex.schema.dropTableIfExists(table);
}
