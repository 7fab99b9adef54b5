/**
 * Parcel scans at the FPO (001 §2.15, §7 "scanParcel {boxIds}"). A scan id is `PMB…-<boxId>`
 * (core `parcelScanId`); a shorter entry (more than 5 characters, the label's last characters)
 * finds the one parcel whose box id ends with it. The first scan of a parcel records who, when and
 * which FPO, and moves the parcel's tracking (an 'Item received at FPO' event); a repeat scan
 * records nothing and says when it was scanned (idempotent).
 */
import { formatDateDMY, parcelScanId, SCAN_ID_MIN, SCAN_MSG, type ScanResult } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { addTrackingEvents, type TrackingEventRow } from '../tracking/service';
import { emitWebhook, type WebhookCtx } from '../webhooks/service';
import * as repo from './repo';

export interface Scanner {
  userId: number;
  name: string;
  fpo: string | null;
}

const FULL = /^(PMB\d{13})-(.+)$/;
const when = (at: number) => {
  const d = new Date(at + 330 * 60_000);
  return `${formatDateDMY(d)} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
};

export class ScansService {
  constructor(
    private readonly db: Db,
    /** the parcel.scanned and tracking.updated webhooks (issue 26); none in tests that pass none */
    private readonly hooks?: WebhookCtx,
  ) {}

  private async find(id: string): Promise<repo.ParcelRef | string> {
    // A label's scan id (`PMB…-<boxId>`, core `parcelScanId`) is looked up by docket and box even
    // when a short exporter-given box id makes it under SCAN_ID_MIN (ours: e.g. `PMB…-BOX-A`, 22
    // characters, printed on a real label, must scan; the scan screen's 23-character rule is the
    // client's check of a typed id). Any other id of 23 or more is unknown.
    const m = FULL.exec(id);
    if (m || id.length >= SCAN_ID_MIN) {
      const p = m ? await repo.parcelByDocketBox(this.db, m[1], m[2]) : undefined;
      return p ?? SCAN_MSG.unknown(id);
    }
    const found = await repo.parcelsByBoxSuffix(this.db, id);
    if (!found.length) return SCAN_MSG.unknown(id);
    if (found.length > 1) return SCAN_MSG.ambiguous(id);
    return found[0];
  }

  async scan(ids: string[], who: Scanner, at = Date.now()): Promise<ScanResult[]> {
    const out: ScanResult[] = [];
    for (const raw of ids) {
      const parcelId = raw.trim();
      const p = await this.find(parcelId);
      if (typeof p === 'string') {
        out.push({ parcelId, ok: false, repeated: false, message: p });
        continue;
      }
      const scanId = parcelScanId(p.docketNo, p.boxId);
      const first = await repo.recordScan(this.db, p, scanId, who.userId, who.fpo, at);
      const moved = first && p.trackingNo && p.trackingNo.length <= 14;
      const trackingEvent = {
        eventAt: at,
        office: who.fpo ? `FPO ${who.fpo}` : 'Foreign Post Office',
        event: SCAN_MSG.trackingEvent,
      };
      if (moved) await addTrackingEvents(this.db, p.trackingNo!, [trackingEvent]);
      if (first) await this.announce(p, scanId, who, at, moved ? trackingEvent : null);
      const stored = first
        ? { scannedAt: at, scannedBy: who.name, fpo: who.fpo }
        : await repo.scanOf(this.db, p);
      out.push({
        parcelId: scanId,
        ok: true,
        repeated: !first,
        message: first
          ? SCAN_MSG.scanned(1)
          : SCAN_MSG.already(scanId, when(stored!.scannedAt), stored!.scannedBy),
        docketNo: p.docketNo,
        boxId: p.boxId,
        scannedAt: stored?.scannedAt,
        scannedBy: stored?.scannedBy,
        fpo: stored?.fpo ?? null,
      });
    }
    return out;
  }

  /** After the scan was stored (its own statements, no transaction): the webhooks, never throwing. */
  private async announce(
    p: repo.ParcelRef,
    scanId: string,
    who: Scanner,
    at: number,
    moved: TrackingEventRow | null,
  ) {
    if (!this.hooks) return;
    await emitWebhook(this.hooks, {
      type: 'parcel.scanned',
      key: `parcel.scanned:${scanId}`,
      docketNo: p.docketNo,
      data: { docketNo: p.docketNo, boxId: p.boxId, scanId, scannedAt: at, fpo: who.fpo },
    });
    if (moved && p.trackingNo)
      await emitWebhook(this.hooks, {
        type: 'tracking.updated',
        key: `tracking.updated:${p.trackingNo}:${moved.eventAt}:${moved.event}`,
        docketNo: p.docketNo,
        data: { trackingId: p.trackingNo, docketNo: p.docketNo, ...moved },
      });
  }
}
