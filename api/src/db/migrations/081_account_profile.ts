import type { Knex } from 'knex';

/**
 * Profile and document settings of an account (issue 14; 002 §7 getProfileDetails: authSignatory,
 * invoiceTerms, igstPayment, fpoCode), the invoice logo, the referrer chosen at sign-up, which
 * contacts were confirmed by OTP, and the domestic registration's review state.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('pickup_address'); // JSON { line1, line2, city, state, pinCode }
    t.text('auth_signatories'); // JSON [{ name, designation }]
    t.string('invoice_terms', 40);
    t.string('igst_payment', 40);
    t.string('logo_key', 200);
    t.string('logo_type', 20);
    t.string('referrer', 60);
    t.bigInteger('mobile_verified_at');
    t.bigInteger('email_verified_at');
    t.string('domestic_status', 20); // null | pending | approved | rejected
    t.string('domestic_gstin', 15);
    t.string('domestic_certificate_key', 200);
    t.bigInteger('domestic_requested_at');
    t.bigInteger('domestic_decided_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    for (const c of [
      'pickup_address',
      'auth_signatories',
      'invoice_terms',
      'igst_payment',
      'logo_key',
      'logo_type',
      'referrer',
      'mobile_verified_at',
      'email_verified_at',
      'domestic_status',
      'domestic_gstin',
      'domestic_certificate_key',
      'domestic_requested_at',
      'domestic_decided_at',
    ])
      t.dropColumn(c);
  });
}
