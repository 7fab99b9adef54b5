import type { Knex } from 'knex';

/**
 * Issue 15 (H4): Ship Abroad shipments (001 §3 "Shipment"), booked by a super user for a customer
 * id, and their dated comments (the status history; "in-transit group shown with the date of the
 * last comment"). Times epoch ms; the pickup day is 00:00 UTC of the calendar day; money in rupees
 * with 2 decimals; consignee details are columns (searched and printed), feedback is JSON text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shipments', (t) => {
    t.increments('id');
    t.string('ref_no', 20).notNullable().unique(); // boxId, "reference id": SA + 10 digits
    t.string('customer_id', 20).notNullable().index();
    t.string('status', 30).notNullable();
    t.string('tracking_no', 40);
    t.string('consignee_name', 120).notNullable();
    t.string('consignee_mobile', 20).notNullable();
    t.string('consignee_email', 160).notNullable().defaultTo('');
    t.string('consignee_country', 80).notNullable();
    t.string('consignee_country_code', 2).notNullable();
    t.string('consignee_state', 80).notNullable();
    t.string('consignee_city', 80).notNullable();
    t.string('consignee_address', 300).notNullable();
    t.string('consignee_zipcode', 12).notNullable();
    t.string('package_desc', 200).notNullable();
    t.string('product_category', 60).notNullable();
    t.string('hsn_code', 8).notNullable();
    t.decimal('cif_value', 14, 2).notNullable();
    t.decimal('length_cm', 10, 2).notNullable();
    t.decimal('width_cm', 10, 2).notNullable();
    t.decimal('height_cm', 10, 2).notNullable();
    t.decimal('gross_weight_g', 12, 2).notNullable();
    t.string('shipping_method', 12).notNullable(); // ems | airParcel | airService | itps
    t.decimal('shipping_charge', 12, 2).notNullable();
    t.bigInteger('pickup_date');
    t.text('customer_feedback'); // { stars, reached_on_time }
    t.integer('created_by').unsigned().notNullable().references('id').inTable('users');
    t.integer('updated_by').unsigned().notNullable().references('id').inTable('users');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('deleted_at');
    t.index(['deleted_at', 'created_at'], 'shipments_live_created');
  });
  await knex.schema.createTable('shipment_comments', (t) => {
    t.increments('id');
    t.integer('shipment_id').unsigned().notNullable().references('id').inTable('shipments').index();
    t.string('status', 30).notNullable();
    t.string('comment', 300).notNullable().defaultTo('');
    t.integer('by_user').unsigned().notNullable().references('id').inTable('users');
    t.bigInteger('created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['shipment_comments', 'shipments']) await knex.schema.dropTableIfExists(table);
}
