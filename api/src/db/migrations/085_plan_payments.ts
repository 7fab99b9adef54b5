import type { Knex } from 'knex';

/**
 * Plans with real payments (issue 14): payment orders (one per checkout; a plan is activated by
 * the order's verified payment exactly once), processed webhook events (replays are ignored), the
 * wallet ledger (append-only; balance = sum), GST tax invoices and credit notes with their
 * per-financial-year counter (taken under a row lock), and the subscription a payment created.
 * Amounts are rupees DECIMAL(12,2); times epoch-ms BIGINT; JSON as text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_orders', (t) => {
    t.increments('id');
    t.string('order_id', 64).notNullable().unique();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').index();
    t.string('purpose', 20).notNullable(); // plan | adcode
    t.string('plan_id', 40);
    t.string('change_kind', 20); // new | upgrade | downgrade
    t.string('user_res', 20); // Yes | Next Month
    t.decimal('taxable', 12, 2).notNullable();
    t.decimal('gst', 12, 2).notNullable();
    t.decimal('total', 12, 2).notNullable();
    t.string('provider', 20).notNullable();
    t.string('status', 20).notNullable().defaultTo('created'); // created | paid | failed
    t.string('payment_id', 64);
    t.text('detail'); // JSON: what the order will do when paid (dates, plan amount)
    t.bigInteger('created_at').notNullable();
    t.bigInteger('paid_at');
  });

  await knex.schema.createTable('payment_webhook_events', (t) => {
    t.string('event_id', 100).primary();
    t.string('provider', 20).notNullable();
    t.string('kind', 60).notNullable();
    t.bigInteger('received_at').notNullable();
  });

  await knex.schema.alterTable('subscriptions', (t) => {
    // The payment that made this subscription: unique, so a payment activates once.
    t.integer('payment_order_id').unsigned();
    t.unique(['payment_order_id'], { indexName: 'subscriptions_payment_order_unique' });
  });

  await knex.schema.createTable('wallet_ledger', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').index();
    t.string('wallet_type', 20).notNullable().defaultTo('export');
    t.decimal('amount', 12, 2).notNullable(); // + credit, - debit
    t.string('reason', 200).notNullable();
    t.integer('payment_order_id').unsigned();
    t.bigInteger('created_at').notNullable();
  });

  await knex.schema.createTable('invoice_counters', (t) => {
    t.string('kind', 10).notNullable(); // invoice | credit
    t.string('fy', 10).notNullable();
    t.integer('last_seq').notNullable().defaultTo(0);
    t.primary(['kind', 'fy']);
  });

  await knex.schema.createTable('tax_invoices', (t) => {
    t.increments('id');
    t.string('invoice_no', 16).notNullable().unique();
    t.string('kind', 10).notNullable(); // invoice | credit
    t.string('fy', 10).notNullable();
    t.integer('seq').notNullable();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').index();
    t.integer('payment_order_id').unsigned();
    t.string('recipient_name', 200).notNullable();
    t.string('recipient_gstin', 15);
    t.string('recipient_ie_code', 10);
    t.string('supplier_gstin', 15).notNullable();
    t.string('sac', 10).notNullable();
    t.string('description', 200).notNullable();
    t.decimal('taxable', 12, 2).notNullable();
    t.decimal('cgst', 12, 2).notNullable();
    t.decimal('sgst', 12, 2).notNullable();
    t.decimal('igst', 12, 2).notNullable();
    t.decimal('total', 12, 2).notNullable();
    t.bigInteger('created_at').notNullable();
    t.unique(['kind', 'fy', 'seq']);
    // One invoice per payment, one credit note per credited payment.
    t.unique(['kind', 'payment_order_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('tax_invoices');
  await knex.schema.dropTableIfExists('invoice_counters');
  await knex.schema.dropTableIfExists('wallet_ledger');
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropUnique(['payment_order_id'], 'subscriptions_payment_order_unique');
    t.dropColumn('payment_order_id');
  });
  await knex.schema.dropTableIfExists('payment_webhook_events');
  await knex.schema.dropTableIfExists('payment_orders');
}
