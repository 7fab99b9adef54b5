import type { Knex } from 'knex';

/**
 * A tax invoice GST rules accept (issue 27): the buyer's address and the place of supply (a GST
 * state code) as they were when the invoice was made, so a later profile change never rewrites
 * an issued invoice. Invoices made before this have neither (printed without them).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tax_invoices', (t) => {
    t.string('recipient_address', 400).nullable();
    t.string('place_of_supply', 2).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tax_invoices', (t) => {
    t.dropColumn('recipient_address');
    t.dropColumn('place_of_supply');
  });
}
