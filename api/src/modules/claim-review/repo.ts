/**
 * Every query of a claim's review: `claim_history` (every status change, by whom and when) and
 * `claim_remarks`, mapped here. A status change or a remark writes the claim and its line in one
 * transaction. MySQL and SQLite alike.
 */
import type { ClaimStatus } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

type Num = number | string;

export interface Remark {
  claimId: number;
  by: string;
  text: string;
  date: number;
}

export interface HistoryLine {
  claimId: number;
  from: ClaimStatus | null;
  to: ClaimStatus;
  by: string;
  at: number;
}

interface RemarkRecord {
  claim_id: Num;
  by_name: string;
  text: string;
  created_at: Num;
}

interface HistoryRecord {
  claim_id: Num;
  from_status: ClaimStatus | null;
  to_status: ClaimStatus;
  by_name: string;
  at: Num;
}

export async function claimRemarks(db: Db, claimIds: number[]): Promise<Remark[]> {
  if (!claimIds.length) return [];
  const rows: RemarkRecord[] = await db('claim_remarks')
    .whereIn('claim_id', claimIds)
    .orderBy('id')
    .select('claim_id', 'by_name', 'text', 'created_at');
  return rows.map((r) => ({
    claimId: Number(r.claim_id),
    by: r.by_name,
    text: r.text,
    date: Number(r.created_at),
  }));
}

export async function claimHistory(db: Db, claimIds: number[]): Promise<HistoryLine[]> {
  if (!claimIds.length) return [];
  const rows: HistoryRecord[] = await db('claim_history')
    .whereIn('claim_id', claimIds)
    .orderBy('id')
    .select('claim_id', 'from_status', 'to_status', 'by_name', 'at');
  return rows.map((h) => ({
    claimId: Number(h.claim_id),
    from: h.from_status ?? null,
    to: h.to_status,
    by: h.by_name,
    at: Number(h.at),
  }));
}

/** Who acted, as the history and remarks name them. */
export interface Actor {
  userId: number;
  name: string;
}

/**
 * A status change and its history line in one transaction; the update is conditional on the
 * status read, so two reviewers at once cannot both move it (the loser changes nothing).
 */
export async function changeStatus(
  db: Db,
  claim: { id: number; status: ClaimStatus; reviewCount: number },
  to: ClaimStatus,
  by: Actor,
  review: boolean,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const t = now();
    const n = await trx('claims')
      .where({ id: claim.id, status: claim.status })
      .update({
        status: to,
        updated_at: t,
        ...(review
          ? {
              reviewed_by: by.name,
              reviewed_at: t,
              review_count: to === 'Under Review' ? claim.reviewCount + 1 : claim.reviewCount,
            }
          : {}),
      });
    if (!n) return false;
    await trx('claim_history').insert({
      claim_id: claim.id,
      from_status: claim.status,
      to_status: to,
      user_id: by.userId,
      by_name: by.name,
      at: t,
    });
    return true;
  });
}

export async function addRemark(db: Db, claimId: number, by: Actor, text: string) {
  const t = now();
  await db.transaction(async (trx) => {
    await trx('claim_remarks').insert({
      claim_id: claimId,
      user_id: by.userId,
      by_name: by.name,
      text,
      created_at: t,
    });
    await trx('claims').where({ id: claimId }).update({ updated_at: t });
  });
}
