/**
 * The review of MEIS applications (issue 16; 001 §4, §5, §7): the list of applications and each
 * one whole (orders, documents, remarks, history), the exporter's submission to DGFT, DGFT's
 * status, the remark thread, and the applications' sheet. The status machine is core's
 * (`claimActionAllowed`, `nextClaimStatus`); every change is kept in `claim_history`.
 */
import {
  MEIS_MSG,
  claimActionAllowed,
  claimRole,
  editPermitted,
  nextClaimStatus,
  shippingBillRefusal,
  type ClaimStatus,
  type GeneratedMeisQuery,
  type MeisApplication,
} from '@exportdesk/core';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { ClaimFilesService } from '../claim-files/service';
import { ClaimsService, type Claim, type ClaimUser } from '../claims/service';
import type { Notifier } from '../mail/notifier';
import { MeisReportsService } from '../meis-reports/service';
import { istDate } from '../scheme-rates/service';
import * as repo from './repo';

export class ClaimReviewService {
  private readonly claims: ClaimsService;
  private readonly files: ClaimFilesService;
  private readonly reports: MeisReportsService;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'storage' | 'queues' | 'log'>,
    private readonly notifier?: Notifier,
  ) {
    this.claims = new ClaimsService(ctx);
    this.files = new ClaimFilesService(ctx);
    this.reports = new MeisReportsService(ctx);
  }

  /** The claims whole, as the spec's MEIS application (001 §3). */
  private async assemble(claims: Claim[]): Promise<MeisApplication[]> {
    const ids = claims.map((c) => c.id);
    const [orders, files, remarks, history] = await Promise.all([
      this.claims.claimOrders(ids),
      this.files.filesOf(ids),
      repo.claimRemarks(this.ctx.db, ids),
      repo.claimHistory(this.ctx.db, ids),
    ]);
    return claims.map((c) => {
      const mine = <T extends { claimId: number }>(rows: T[]) => rows.filter((r) => r.claimId === c.id);
      const os = mine(orders);
      const docs = (kind: string) =>
        mine(files).flatMap((f) => (f.kind === kind ? [{ fileName: f.fileName }] : []));
      const [pod, pop, coi, ad] = [docs('pod'), docs('pop'), docs('coi'), docs('ad')];
      return {
        refNo: c.refNo,
        ieCode: c.ieCode,
        exporterName: c.exporterName,
        status: c.status,
        reviewCount: c.reviewCount,
        reviewedBy: c.reviewedBy,
        reviewedAt: c.reviewedAt,
        updatedAt: c.updatedAt,
        editPermitted: editPermitted(c.status),
        entitlementTotal: c.entitlementTotal,
        pod,
        pop,
        coi,
        ad,
        podStatus: pod.length > 0,
        popStatus: pop.length > 0,
        coiStatus: coi.length > 0,
        adStatus: ad.length > 0,
        orderDetails: os.map((o) => ({
          orderId: o.orderId,
          docketNo: o.docketNo,
          exporterDetails: { ieCode: c.ieCode },
          // The docket's shipping bill as customs recorded it (null while pending), not the
          // date the rate was looked up on: the pages tell from it which orders are not shipped.
          shippingBillDetails: { bill: o.sbNo, date: o.sbDate },
          description: o.description,
          hsCode: o.hsCode,
          paymentDetails: { fob: o.fobInr },
        })),
        excelData: os.map((o) => ({
          orderId: o.orderId,
          hsCode: o.hsCode,
          scheme: o.scheme,
          rateOfEntitlement: o.ratePct,
          capPerUnit: o.capPerUnit,
          amount: o.amount,
        })),
        remarks: mine(remarks).map(({ by, text, date }) => ({ by, text, date })),
        history: mine(history).map(({ from, to, by, at }) => ({ from, to, by, at })),
      };
    });
  }

  /** One application whole (after its files changed: uploadMeisDoc answers it). */
  async application(user: ClaimUser, refNo: string): Promise<MeisApplication> {
    return (await this.assemble([await this.claims.claimFor(user, refNo)]))[0]!;
  }

  /** getgeneratedmeis {page, query, status}: 20 a page; page 1 is the first (0 counts as 1). DGFT sees submitted ones only. */
  async generated(user: ClaimUser, q: GeneratedMeisQuery) {
    const status = q.status === 'All' ? '' : q.status;
    const dgft = claimRole(user) === 'dgft';
    if (dgft && status === 'Generated') return { data: [], message: MEIS_MSG.noDataFound };
    const page = Math.max(q.page - 1, 0);
    const filter = {
      exporters: await this.claims.orders.scope(user),
      query: q.query,
      status,
      ieCode: dgft ? q.ieCode : '',
      excludeGenerated: dgft,
    };
    const data = await this.assemble(await this.claims.page(filter, page));
    return { data, message: data.length ? 'Success' : page > 0 ? MEIS_MSG.noMoreData : MEIS_MSG.noDataFound };
  }

  /** Refuses a claim with an order whose docket has no shipping bill number and date yet (core's rule). */
  private async mustBeShipped(c: Claim) {
    const orders = await this.claims.claimOrders([c.id]);
    const refusal = shippingBillRefusal(
      orders.map((o) => ({ orderId: o.orderId, docketNo: o.docketNo, sbNo: o.sbNo, sbDate: o.sbDate })),
    );
    if (refusal) throw invalid(refusal);
  }

  /** sendmeistodgft: Generated (or Additional Documents Requested) → Pending Review, shipped, with a pod file. */
  async send(user: ClaimUser, refNo: string) {
    const c = await this.claims.claimFor(user, refNo);
    const to = nextClaimStatus(c.status, claimRole(user), 'submit');
    if (!to) throw conflict(MEIS_MSG.notAllowed(c.status));
    await this.mustBeShipped(c);
    const files = await this.files.filesOf([c.id]);
    if (!files.some((f) => f.kind === 'pod')) throw invalid(MEIS_MSG.podNeeded);
    if (!(await repo.changeStatus(this.ctx.db, c, to, await this.claims.actor(user), false)))
      throw conflict(MEIS_MSG.notAllowed(c.status));
    await this.notifier?.claimStatus(c.exporterId, c.refNo, to, c.updatedAt);
    return MEIS_MSG.submitted;
  }

  /** updatestatusbydgft: DGFT only (the route's permission), never after Approved or Rejected. */
  async review(user: ClaimUser, refNo: string, status: ClaimStatus) {
    if (claimRole(user) !== 'dgft') throw forbidden(MEIS_MSG.notDgft);
    const c = await this.claims.claimFor(user, refNo);
    if (c.status === 'Approved' || c.status === 'Rejected') throw conflict(MEIS_MSG.locked(c.status));
    const to = nextClaimStatus(c.status, 'dgft', 'review', status);
    if (!to) throw conflict(MEIS_MSG.notAllowed(c.status));
    // Checked again on approval: a claim sent before this rule, or a shipping bill since withdrawn.
    if (to === 'Approved') await this.mustBeShipped(c);
    if (!(await repo.changeStatus(this.ctx.db, c, to, await this.claims.actor(user), true)))
      throw conflict('This application changed meanwhile; please reload.');
    await this.notifier?.claimStatus(c.exporterId, c.refNo, to, c.updatedAt);
    return MEIS_MSG.statusUpdated(to);
  }

  /** addremark: 15 characters at least (the schema), refused once Approved. */
  async remark(user: ClaimUser, refNo: string, text: string) {
    const c = await this.claims.claimFor(user, refNo);
    if (!claimActionAllowed(c.status, claimRole(user), 'remark'))
      throw conflict(MEIS_MSG.notAllowed(c.status));
    await repo.addRemark(this.ctx.db, c.id, await this.claims.actor(user), text.trim());
    return (await repo.claimRemarks(this.ctx.db, [c.id])).map(({ by, text: t, date }) => ({
      by,
      text: t,
      date,
    }));
  }

  /** downloadMeisExcelAfterUpload {refNos}: one row per claimed order. */
  async applicationsExcel(user: ClaimUser, refNos: string[]): Promise<Readable> {
    // Issue 23: DGFT's sheet holds submitted claims only, as its list and each claim's view.
    const claims = await this.claims.visible(user, refNos);
    if (claims.length !== new Set(refNos).size) throw notFound(MEIS_MSG.notFound);
    const apps = await this.assemble(claims);
    const rows = apps.flatMap((a) =>
      a.orderDetails.map((o, i) => ({
        refNo: a.refNo,
        ieCode: a.ieCode,
        status: a.status,
        docketNo: o.docketNo,
        orderId: o.orderId,
        sbDate: o.shippingBillDetails.date ? istDate(o.shippingBillDetails.date) : '',
        description: o.description,
        hsCode: o.hsCode,
        fobInr: o.paymentDetails.fob,
        scheme: a.excelData[i]?.scheme ?? '',
        ratePct: a.excelData[i]?.rateOfEntitlement ?? '',
        amount: a.excelData[i]?.amount ?? '',
        reviewedBy: a.reviewedBy && a.reviewedAt ? `${a.reviewedBy} ${istDate(a.reviewedAt)}` : '',
      })),
    );
    return this.reports.applicationsSheet(rows);
  }
}
