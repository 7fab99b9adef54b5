import type { Knex } from 'knex';

/**
 * MEIS/RoDTEP claims (issue 16): scheme rate schedules (versioned, by ITC HS code, with effective
 * dates), the claims (MEIS applications) with their orders, documents, remarks and status history.
 * Times are epoch ms, JSON is text: the same on MySQL and SQLite. Self-contained.
 */
export async function up(knex: Knex): Promise<void> {
  // One uploaded schedule (MEIS Appendix 3B Table 2, or the RoDTEP schedule), in force from its date
  // until a later one of the same scheme; a rolled-back one is skipped (history kept).
  await knex.schema.createTable('scheme_rate_versions', (t) => {
    t.increments('id');
    t.string('scheme', 8).notNullable(); // MEIS | RODTEP
    t.bigInteger('effective_from').notNullable();
    t.string('reference', 200).notNullable();
    t.string('source_name', 200).notNullable();
    t.integer('row_count').notNullable();
    t.integer('uploaded_by').unsigned();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('rolled_back_at');
    t.integer('rolled_back_by').unsigned();
    t.boolean('demo').notNullable().defaultTo(false);
    t.index(['scheme', 'effective_from']);
  });
  await knex.schema.createTable('scheme_rates', (t) => {
    t.increments('id');
    t.integer('version_id').unsigned().notNullable().references('id').inTable('scheme_rate_versions');
    t.string('hs_code', 8).notNullable();
    t.string('description', 300).notNullable();
    t.decimal('rate_pct', 6, 3).notNullable();
    t.decimal('cap_per_unit', 12, 2);
    t.string('cap_unit', 20);
    t.unique(['version_id', 'hs_code']);
  });

  await knex.schema.createTable('claims', (t) => {
    t.increments('id');
    t.string('ref_no', 24).notNullable().unique();
    t.integer('exporter_id').unsigned().notNullable().references('id').inTable('users');
    t.integer('created_by').unsigned().notNullable();
    t.string('status', 40).notNullable();
    t.integer('review_count').notNullable().defaultTo(0);
    t.string('reviewed_by', 120);
    t.bigInteger('reviewed_at');
    t.decimal('entitlement_total', 16, 2).notNullable();
    t.string('form_key', 200);
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['exporter_id', 'created_at']);
    t.index(['status']);
  });
  // An order is claimed once (unique): a second application for it is refused.
  await knex.schema.createTable('claim_orders', (t) => {
    t.increments('id');
    t.integer('claim_id').unsigned().notNullable().references('id').inTable('claims').index();
    t.integer('order_row_id').unsigned().notNullable().unique();
    t.string('hs_code', 8).notNullable();
    t.string('scheme', 8).notNullable();
    t.integer('rate_version_id').unsigned().notNullable();
    t.decimal('rate_pct', 6, 3).notNullable();
    t.decimal('cap_per_unit', 12, 2);
    t.decimal('quantity', 14, 3).notNullable();
    t.decimal('fob_inr', 16, 2).notNullable();
    t.decimal('amount', 16, 2).notNullable();
    t.bigInteger('sb_date').notNullable();
  });
  await knex.schema.createTable('claim_files', (t) => {
    t.increments('id');
    t.integer('claim_id').unsigned().notNullable().references('id').inTable('claims').index();
    t.string('kind', 4).notNullable(); // pod | pop | coi | ad
    t.string('file_name', 200).notNullable();
    t.string('storage_key', 300).notNullable();
    t.string('content_type', 40).notNullable();
    t.integer('size_bytes').notNullable();
    t.integer('uploaded_by').unsigned().notNullable();
    t.bigInteger('created_at').notNullable();
    t.unique(['claim_id', 'kind', 'file_name']);
  });
  await knex.schema.createTable('claim_remarks', (t) => {
    t.increments('id');
    t.integer('claim_id').unsigned().notNullable().references('id').inTable('claims').index();
    t.integer('user_id').unsigned().notNullable();
    t.string('by_name', 120).notNullable();
    t.text('text').notNullable();
    t.bigInteger('created_at').notNullable();
  });
  // Every status change: who (name kept as it was), when, from and to.
  await knex.schema.createTable('claim_history', (t) => {
    t.increments('id');
    t.integer('claim_id').unsigned().notNullable().references('id').inTable('claims').index();
    t.string('from_status', 40);
    t.string('to_status', 40).notNullable();
    t.integer('user_id').unsigned().notNullable();
    t.string('by_name', 120).notNullable();
    t.bigInteger('at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'claim_history',
    'claim_remarks',
    'claim_files',
    'claim_orders',
    'claims',
    'scheme_rates',
    'scheme_rate_versions',
  ])
    await knex.schema.dropTableIfExists(table);
}
