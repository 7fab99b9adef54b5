/** The facts of the first-login checklist, read from tables other areas own (knex; MySQL and SQLite). */
import type { OnboardingFacts, RecordedStep } from '@exportdesk/core';
import { USER_TYPE } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

/** The exporter account whose checklist this is: an exporter user's is its admin's (their dockets are the admin's). */
export async function exporterAccountOf(
  db: Db,
  user: { userId: number; userType: number },
): Promise<number | null> {
  if (user.userType !== USER_TYPE.EXPORTER_USER) return user.userId;
  const me = await db('users').where({ id: user.userId }).first('parent_user_id');
  return me?.parent_user_id ? Number(me.parent_user_id) : null;
}

/** The exporter users (userType 3) working under an exporter account. */
export async function exporterUserIds(db: Db, exporterId: number): Promise<number[]> {
  const rows = await db('users')
    .where({ parent_user_id: exporterId, user_type: USER_TYPE.EXPORTER_USER })
    .select('id');
  return rows.map((r: { id: number }) => Number(r.id));
}

const countOf = async (q: Promise<Array<Record<string, unknown>>>) => Number((await q)[0]?.n ?? 0);

export async function facts(db: Db, exporterId: number): Promise<OnboardingFacts> {
  const mine = db('dockets').where({ exporter_id: exporterId }).select('id');
  // Small counts on indexed columns: one round trip each, all at once.
  const [dockets, docketFiles, invoiceRuns, pickups, ibmFiles, pbeNumbers, marks] = await Promise.all([
    countOf(db('dockets').where({ exporter_id: exporterId }).count({ n: '*' })),
    countOf(db('docket_files').whereIn('docket_id', mine.clone()).count({ n: '*' })),
    countOf(
      db('docket_invoice_runs')
        .whereIn('docket_id', mine.clone())
        .where({ status: 'Generated' })
        .count({ n: '*' }),
    ),
    countOf(
      db('docket_pickups')
        .whereIn('docket_id', mine.clone())
        .whereIn('status', ['Scheduled', 'Picked Up'])
        .count({ n: '*' }),
    ),
    countOf(db('docket_ibm_files').whereIn('docket_id', mine.clone()).count({ n: '*' })),
    countOf(
      db('dockets')
        .where({ exporter_id: exporterId })
        .whereNotNull('shipping_bill_no')
        .whereNot('shipping_bill_no', '')
        .count({ n: '*' }),
    ),
    db('onboarding_marks').where({ user_id: exporterId }).select('step'),
  ]);
  return {
    dockets,
    docketFiles,
    invoiceRuns,
    pickups,
    ibmFiles,
    pbeNumbers,
    recorded: marks.map((m: { step: string }) => m.step),
  };
}

/** Keeps a recorded step; a second time (another instance, a race) is a no-op. */
export async function mark(db: Db, exporterId: number, step: RecordedStep): Promise<void> {
  await db('onboarding_marks')
    .insert({ user_id: exporterId, step, created_at: now() })
    .onConflict(['user_id', 'step'])
    .ignore();
}
