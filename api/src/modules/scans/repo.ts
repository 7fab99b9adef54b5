/** Parcel scans (`parcel_scans`) and the parcels they find (`orders` × `dockets`); MySQL and SQLite. */
import { json, type Db } from '../../db/knex';
import { isDuplicateKey } from '../../db/duplicate-key';

export interface ParcelRef {
  docketId: number;
  docketNo: string;
  boxId: string;
  trackingNo: string | null;
}

interface Found {
  docket_id: number | string;
  docket_no: string;
  box_id: string;
  data: unknown;
}

/** One row per parcel: the tracking number is the first item's that has one. */
function parcels(rows: Found[]): ParcelRef[] {
  const out = new Map<string, ParcelRef>();
  for (const r of rows) {
    const key = `${r.docket_id}|${r.box_id}`;
    const t = json<Record<string, unknown>>(r.data, {}).trackingNo;
    const trackingNo = typeof t === 'string' && t.trim() ? t.trim().toUpperCase() : null;
    const had = out.get(key);
    if (!had)
      out.set(key, { docketId: Number(r.docket_id), docketNo: r.docket_no, boxId: r.box_id, trackingNo });
    else if (!had.trackingNo && trackingNo) had.trackingNo = trackingNo;
  }
  return [...out.values()];
}

const base = (db: Db) =>
  db('orders as o')
    .join('dockets as d', 'd.id', 'o.docket_id')
    .select('o.docket_id', 'd.docket_no', 'o.box_id', 'o.data');

export async function parcelByDocketBox(
  db: Db,
  docketNo: string,
  boxId: string,
): Promise<ParcelRef | undefined> {
  return parcels(await base(db).where({ 'd.docket_no': docketNo, 'o.box_id': boxId }))[0];
}

/** Parcels whose box id ends with `suffix` (the manual entry of a label's last characters). */
export async function parcelsByBoxSuffix(db: Db, suffix: string, limit = 20): Promise<ParcelRef[]> {
  const escaped = suffix.replace(/[!%_]/g, (c) => `!${c}`);
  return parcels(
    await base(db)
      .whereRaw(`o.box_id like ? escape '!'`, [`%${escaped}`])
      .limit(limit * 10),
  );
}

export interface StoredScan {
  scannedAt: number;
  scannedBy: string;
  fpo: string | null;
}

/** Records the first scan of a parcel; false when it was scanned before (the unique key decides). */
export async function recordScan(
  db: Db,
  p: ParcelRef,
  scanId: string,
  userId: number,
  fpo: string | null,
  at: number,
): Promise<boolean> {
  try {
    await db('parcel_scans').insert({
      docket_id: p.docketId,
      box_id: p.boxId,
      scan_id: scanId,
      tracking_no: p.trackingNo,
      scanned_by: userId,
      fpo,
      scanned_at: at,
    });
    return true;
  } catch (e) {
    // The unique (docket, box) key: scanned before, here or by a racing scanner.
    if (isDuplicateKey(e)) return false;
    throw e;
  }
}

export async function scanOf(db: Db, p: ParcelRef): Promise<StoredScan | undefined> {
  const r: { scanned_at: number | string; name: string; fpo: string | null } | undefined = await db(
    'parcel_scans as s',
  )
    .join('users as u', 'u.id', 's.scanned_by')
    .where({ 's.docket_id': p.docketId, 's.box_id': p.boxId })
    .first('s.scanned_at', 'u.name', 's.fpo');
  return r ? { scannedAt: Number(r.scanned_at), scannedBy: r.name, fpo: r.fpo } : undefined;
}
