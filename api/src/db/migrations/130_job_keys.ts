import type { Knex } from 'knex';

/**
 * Issue 23 item 9: a queued job's id must outlive its database. Bull keeps finished jobs in Redis
 * under their id, and `add` of an id it holds is a no-op; ids made from an auto-increment
 * (`bu-<upload id>`, `bf-<file id>`, `cb-<booking id>-<attempt>`) come round again on a fresh
 * database, a restored backup or a second site on the same Redis prefix, so a new upload was
 * answered with an older one's result. Each such row gets a random `job_key`, minted at insert
 * and used as its job id from then on (a retry or the sweep re-uses it). Rows already there get
 * one here, so the sweep can still re-add a job that is queued during the upgrade.
 */
const TABLES = ['bulk_uploads', 'billing_files', 'carrier_bookings'] as const;

export async function up(knex: Knex): Promise<void> {
  const client = String(knex.client.config.client);
  // A random 32-hex key per existing row, in one statement per table on either database.
  const random = /sqlite/.test(client) ? 'lower(hex(randomblob(16)))' : "replace(uuid(), '-', '')";
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.string('job_key', 40).nullable();
    });
    await knex(table)
      .whereNull('job_key')
      .update({ job_key: knex.raw(random) });
    await knex.schema.alterTable(table, (t) => {
      t.unique(['job_key'], { indexName: `${table}_job_key_unique` });
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropUnique(['job_key'], `${table}_job_key_unique`);
      t.dropColumn('job_key');
    });
  }
}
