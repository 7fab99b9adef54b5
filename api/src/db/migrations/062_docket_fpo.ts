import type { Knex } from 'knex';

/**
 * A docket's foreign post office (001 §3 "FPO list (portCode, fpoName)"; §6 customs users' lists
 * are filtered to their own FPO code). Set from the exporter's FPO when the docket is made;
 * dockets made before this get their exporter's current FPO.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dockets', (t) => {
    t.string('fpo_code', 10).index();
  });
  await knex('dockets').update({
    fpo_code: knex('users').select('fpo').where('users.id', knex.ref('dockets.exporter_id')),
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dockets', (t) => {
    t.dropColumn('fpo_code');
  });
}
