/** A docket's pickup (`docket_pickups`: no row is Pending) and who is told when one is requested. */
import { formatDateDMY, type DocketPickup } from '@exportdesk/core';
import { json, type Db } from '../../db/knex';

export interface PickupRow {
  status: 'Pending' | 'Scheduled' | 'Picked Up';
  pickupDate: number | null;
  updatedBy: number | null;
  updatedAt: number | null;
}

interface StoredPickup {
  status: PickupRow['status'];
  pickup_date: number | string | null;
  updated_by: number | null;
  updated_at: number | string;
}

/** The docket's pickup; no row yet is Pending. */
export async function pickup(db: Db, docketId: number): Promise<PickupRow> {
  const r: StoredPickup | undefined = await db('docket_pickups').where({ docket_id: docketId }).first();
  if (!r) return { status: 'Pending', pickupDate: null, updatedBy: null, updatedAt: null };
  return {
    status: r.status,
    pickupDate: r.pickup_date === null || r.pickup_date === undefined ? null : Number(r.pickup_date),
    updatedBy: r.updated_by,
    updatedAt: Number(r.updated_at),
  };
}

/** The pickup as the documents tab and the pickup calls answer it (the day as DD-MM-YYYY). */
export async function docketPickup(db: Db, docketId: number): Promise<DocketPickup> {
  const r = await pickup(db, docketId);
  return {
    status: r.status,
    pickupDate: r.pickupDate === null ? null : formatDateDMY(new Date(r.pickupDate)),
    updatedAt: r.updatedAt,
  };
}

/** Scheduled for a day (insert or update): a re-request moves the date. */
export async function schedulePickup(db: Db, docketId: number, day: number, userId: number): Promise<void> {
  const t = Date.now();
  const row = {
    status: 'Scheduled',
    pickup_date: day,
    requested_by: userId,
    requested_at: t,
    updated_by: userId,
    updated_at: t,
  };
  const n = await db('docket_pickups').where({ docket_id: docketId }).update(row);
  if (!n) await db('docket_pickups').insert({ docket_id: docketId, ...row });
}

/** Picked Up or back to Scheduled, only from the state the caller read (no lost update between two agents). */
export async function setPickupStatus(
  db: Db,
  docketId: number,
  from: string,
  to: string,
  userId: number,
): Promise<boolean> {
  return (
    (await db('docket_pickups')
      .where({ docket_id: docketId, status: from })
      .update({ status: to, updated_by: userId, updated_at: Date.now() })) > 0
  );
}

/** The super admins, who are told live when a pickup is requested. */
export async function superAdminIds(db: Db): Promise<number[]> {
  const admins: Array<{ id: number | string; roles: unknown }> = await db('users')
    .where({ user_type: 10, is_active: true })
    .select('id', 'roles');
  return admins.filter((u) => json<string[]>(u.roles, []).includes('isSuperAdmin')).map((u) => Number(u.id));
}
