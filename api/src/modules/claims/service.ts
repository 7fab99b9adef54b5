/**
 * MEIS/RoDTEP applications (issue 16; 001 §2.11–2.13, §7 meisFormGenerate): the application made
 * from the uploaded MEIS Excel over the exporter's priced orders, and who may read which claim.
 * The status machine is core's (`claimActionAllowed`); the files, the review and the list of
 * applications are rooms of their own that find a claim here.
 */
import { randomBytes } from 'node:crypto';
import {
  MEIS_MSG,
  MEIS_PAGE_SIZE,
  claimActionAllowed,
  claimRole,
  isHsCode,
  normalizeHsCode,
  round2,
} from '@exportdesk/core';
import { readUploadedSheet } from '../../lib/uploaded-sheet';
import type { AppContext } from '../../context';
import { isDuplicateKey } from '../../db/duplicate-key';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { MeisOrdersService, type ClaimUser, type Priced } from '../meis-orders/service';
import { MeisReportsService } from '../meis-reports/service';
import { istDate } from '../scheme-rates/service';
import * as repo from './repo';

export type { Claim, ClaimFilter, ClaimOrder } from './repo';
export type { ClaimUser } from '../meis-orders/service';

const refNoNew = () => {
  const d = new Date(Date.now() + 330 * 60_000);
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `MEIS${ymd}${randomBytes(3).toString('hex').toUpperCase()}`;
};

/** The sheet's rows: order ids and their ITC HS codes; every row checked, the first problem answered. */
function sheetOrders(records: Record<string, unknown>[]) {
  const ids: number[] = [];
  const hs = new Map<number, string>();
  records.forEach((r, i) => {
    const id = Number(r['Id']);
    if (!Number.isInteger(id) || id <= 0 || hs.has(id)) throw invalid(MEIS_MSG.unknownOrder(i + 2));
    const code = normalizeHsCode(r['ITC HS Code']);
    if (!isHsCode(code)) throw invalid(MEIS_MSG.badHs(i + 2));
    ids.push(id);
    hs.set(id, code);
  });
  return { ids, hs };
}

export class ClaimsService {
  readonly orders: MeisOrdersService;
  private readonly reports: MeisReportsService;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'storage' | 'queues' | 'log'>) {
    this.orders = new MeisOrdersService(ctx);
    this.reports = new MeisReportsService(ctx);
  }

  private get db() {
    return this.ctx.db;
  }

  /** A claim this user may see; another exporter's reads as not found. */
  async claimFor(user: ClaimUser, refNo: string): Promise<repo.Claim> {
    const c = await repo.claimByRef(this.db, refNo);
    const scope = await this.orders.scope(user);
    if (!c || (scope && !scope.includes(c.exporterId))) throw notFound(MEIS_MSG.notFound);
    // DGFT never reads a claim not yet submitted (core's table, issue 23).
    if (!claimActionAllowed(c.status, claimRole(user), 'view')) throw notFound(MEIS_MSG.notFound);
    return c;
  }

  /** The claims of these references this user may see (issue 23: DGFT submitted ones only). */
  async visible(user: ClaimUser, refNos: string[]): Promise<repo.Claim[]> {
    const scope = await this.orders.scope(user);
    const role = claimRole(user);
    return (await repo.claimsByRefs(this.db, refNos)).filter(
      (c) => (!scope || scope.includes(c.exporterId)) && claimActionAllowed(c.status, role, 'view'),
    );
  }

  /** One page (from 0) of the claims matching the filter. */
  page(filter: repo.ClaimFilter, page: number) {
    return repo.claimsPage(this.db, filter, page, MEIS_PAGE_SIZE);
  }

  /** The claims' orders, in the order claimed. */
  claimOrders(claimIds: number[]) {
    return repo.claimOrders(this.db, claimIds);
  }

  /** Who acts, as the history and the remarks name them. */
  async actor(user: ClaimUser) {
    return { userId: user.userId, name: await repo.userName(this.db, user.userId) };
  }

  /**
   * meisFormGenerate: the MEIS Excel back (Id and ITC HS Code columns read; the rate is always
   * looked up again, never taken from the sheet) → one application over those orders, status
   * Generated, and its PDF. Every row is checked first; any problem writes nothing.
   */
  async generate(user: ClaimUser, file: { filename: string; value: string }) {
    const sheet = await readUploadedSheet(
      file.filename,
      Buffer.from(file.value.replace(/^data:[^,]*,/, ''), 'base64'),
    );
    const missing = ['Id', 'ITC HS Code'].filter((c) => !sheet.header.includes(c));
    if (missing.length) throw invalid(MEIS_MSG.missingColumns(missing));
    if (!sheet.records.length) throw invalid(MEIS_MSG.noOrderRows);
    const { ids, hs } = sheetOrders(sheet.records);
    const found = await this.orders.ownOrders(user, ids);
    const foundIds = new Set(found.map((o) => o.id));
    const stranger = ids.findIndex((id) => !foundIds.has(id));
    // A docket of another exporter reads as not in your listing: nothing about it is told.
    if (stranger >= 0) throw forbidden(MEIS_MSG.unknownOrder(stranger + 2));
    const exporters = new Set(found.map((o) => o.exporterId));
    if (exporters.size > 1) throw invalid("One MEIS application covers one exporter's orders.");
    const taken = found.filter((o) => o.claimedIn);
    if (taken.length)
      throw conflict(MEIS_MSG.alreadyClaimed(taken.map((o) => `${o.orderId} (${o.claimedIn})`).join(', ')));
    const priced = await this.orders.price(found, hs);
    const unpriced = priced.find((p) => !p.rate);
    if (unpriced)
      throw invalid(
        MEIS_MSG.noRate(
          unpriced.hsCode,
          istDate(unpriced.sbDate),
          unpriced.sbDate >= Date.UTC(2020, 11, 31, 18, 30) ? 'RoDTEP' : 'MEIS',
        ),
      );
    return this.write(user, priced);
  }

  /** The application's form stored, then its rows; the form goes again if the rows do not. */
  private async write(user: ClaimUser, priced: Priced[]) {
    const total = round2(priced.reduce((s, p) => s + (p.amount ?? 0), 0));
    const refNo = refNoNew();
    const pdf = await this.reports.applicationForm(refNo, 'Generated', priced, total);
    const formKey = `claims/${refNo}/form.pdf`;
    await this.ctx.storage.put(formKey, pdf);
    const lines = priced.flatMap((p) =>
      p.rate && p.amount !== null
        ? [
            {
              orderRowId: p.order.id,
              hsCode: p.hsCode,
              scheme: p.rate.scheme,
              rateVersionId: p.rate.versionId,
              ratePct: p.rate.ratePct,
              capPerUnit: p.rate.capPerUnit,
              quantity: p.quantity,
              fobInr: p.fobInr,
              amount: p.amount,
              sbDate: p.sbDate,
            },
          ]
        : [],
    );
    const owner = priced[0]!.order;
    try {
      const by = await this.actor(user);
      await repo.insertClaim(
        this.db,
        { refNo, exporterId: owner.exporterId, createdBy: user.userId, byName: by.name, total, formKey },
        lines,
      );
    } catch (err) {
      await this.ctx.storage.remove(formKey).catch(() => undefined);
      // Two uploads of the same orders at once: the unique order index lets one through.
      if (isDuplicateKey(err))
        throw conflict(MEIS_MSG.alreadyClaimed(priced.map((p) => p.order.orderId).join(', ')));
      throw err;
    }
    return { refNo, pdf, message: MEIS_MSG.generated(refNo) };
  }
}
