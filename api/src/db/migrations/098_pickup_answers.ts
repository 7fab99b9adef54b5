import type { Knex } from 'knex';

/**
 * Issue 15 (H4): the super admin's answer to a docket's pickup request (Pickup Requests,
 * /pickup/{page}): Confirmed, Rescheduled (the date moved) or Declined with a reason (the pickup
 * goes back to Pending, so the exporter may ask again). A new request by the exporter clears it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('docket_pickups', (t) => {
    t.string('answer', 12); // Confirmed | Rescheduled | Declined
    t.string('answer_reason', 300);
    t.integer('answered_by').unsigned();
    t.bigInteger('answered_at');
    // this request took one from the exporter's monthly subscription (a decline gives it back)
    t.boolean('counted').notNullable().defaultTo(false);
    t.index(['requested_at'], 'docket_pickups_requested');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('docket_pickups', (t) => {
    t.dropIndex(['requested_at'], 'docket_pickups_requested');
    t.dropColumn('answer');
    t.dropColumn('answer_reason');
    t.dropColumn('answered_by');
    t.dropColumn('answered_at');
    t.dropColumn('counted');
  });
}
