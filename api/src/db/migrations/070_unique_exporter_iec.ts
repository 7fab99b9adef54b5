import type { Knex } from 'knex';

/**
 * One exporter account per IEC (issue 12 item 8): two registrations racing with one IEC made two
 * accounts, because the IEC was checked, then inserted. A unique index decides instead. Only
 * exporter admins (userType 1) hold an IEC: their staff (userType 3) carry the same IEC, so the
 * index covers userType 1 alone (MySQL: a generated column, NULL for everyone else; SQLite: a
 * partial index). Usernames were unique from the start (users.username_key).
 *
 * An existing database may already hold exporters sharing one IEC: the oldest keeps it, later
 * ones are marked `iec_duplicate_of` (its id) and keep working, so the index can always be built.
 */
const INDEX = 'users_exporter_iec_unique';
const isSqlite = (knex: Knex) => ['sqlite3', 'better-sqlite3'].includes(String(knex.client.config.client));

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('iec_duplicate_of').unsigned().nullable();
  });

  const exporters = await knex('users')
    .where({ user_type: 1 })
    .whereNotNull('ie_code')
    .orderBy('id')
    .select('id', 'ie_code');
  const holder = new Map<string, number>();
  for (const u of exporters) {
    const iec = String(u.ie_code).trim().toUpperCase();
    const first = holder.get(iec);
    if (first === undefined) holder.set(iec, Number(u.id));
    else await knex('users').where({ id: u.id }).update({ iec_duplicate_of: first });
  }

  if (isSqlite(knex)) {
    await knex.raw(
      `CREATE UNIQUE INDEX ${INDEX} ON users (upper(ie_code)) WHERE user_type = 1 AND iec_duplicate_of IS NULL`,
    );
  } else {
    await knex.raw(
      'ALTER TABLE users ADD COLUMN exporter_iec VARCHAR(10) GENERATED ALWAYS AS ' +
        '(CASE WHEN user_type = 1 AND iec_duplicate_of IS NULL THEN UPPER(ie_code) END) STORED',
    );
    await knex.raw(`ALTER TABLE users ADD UNIQUE INDEX ${INDEX} (exporter_iec)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isSqlite(knex)) {
    await knex.raw(`DROP INDEX IF EXISTS ${INDEX}`);
  } else {
    await knex.raw(`ALTER TABLE users DROP INDEX ${INDEX}`);
    await knex.raw('ALTER TABLE users DROP COLUMN exporter_iec');
  }
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('iec_duplicate_of');
  });
}
