import type { Knex } from 'knex';

/**
 * Issue 15 (H4): parcel scans at the FPO (001 §2.15). One row per parcel (docket + box): the first
 * scan is the one recorded (who, when, which FPO); a repeat scan changes nothing (idempotent).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('parcel_scans', (t) => {
    t.increments('id');
    t.integer('docket_id').unsigned().notNullable().references('id').inTable('dockets');
    t.string('box_id', 40).notNullable();
    t.string('scan_id', 80).notNullable(); // PMB…-<boxId>
    t.string('tracking_no', 40);
    t.integer('scanned_by').unsigned().notNullable().references('id').inTable('users');
    t.string('fpo', 60);
    t.bigInteger('scanned_at').notNullable();
    t.unique(['docket_id', 'box_id']);
    t.index(['scanned_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('parcel_scans');
}
