// long-file: the area's two services (tax invoice, export invoices) share the scope and plan check.
/**
 * Tax invoices (002 §2.4, §3, §7): a box's invoice data (getdatabyboxforinvoice) and the PDF of
 * the edited invoice (downloadAsPdf type 'invoice'). Who: the exporter (and its users) for its own
 * boxes, a CHA for its linked exporters', the super admin any. Plan: a live plan that makes
 * invoices (basic, premium or the trial), else 'This feature is not available with your current
 * plan' (or the no-plan / expired message). Imports neither Hapi nor Boom.
 */
import {
  EXPORT_INVOICE_MSG,
  featureDenial,
  paginate,
  type ExportInvoiceData,
  type ExportInvoiceKind,
  type ExportInvoiceView,
  type SavedExportInvoice,
  foreignToInr,
  isCha,
  isSuperAdmin,
  ratesAt,
  TAX_INVOICE_MSG,
  taxInvoiceTotals,
  type TaxInvoiceBox,
  type TaxInvoiceLine,
  type TaxInvoicePdf,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { asSpecimen, buildInvoice, loadDocketDocuments, renderPdf, type Invoice } from '../../documents';
import { isSandboxSite } from '../../config-check';
import { conflict, forbidden, notFound } from '../../errors';
import { ratesUpTo } from '../exchange-rates/service';
import { activeSubscription, linkedExporters, ownExporter } from '../orders/accounts';
import { buildTaxInvoice } from './pdf';
import * as repo from './repo';

export interface InvoiceUser {
  userId: number;
  userType: number;
  roles: string[];
}

const num = (v: unknown) => {
  const n = Number(v);
  return v === undefined || v === null || v === '' || !Number.isFinite(n) ? 0 : n;
};
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

function addressOf(json: string | null): string {
  if (!json) return '';
  try {
    const a = JSON.parse(json) as Record<string, unknown>;
    return [a.line1, a.line2, [a.city, a.state, a.pinCode].filter(Boolean).join(', ')]
      .map(str)
      .filter(Boolean)
      .join('\n');
  } catch {
    return '';
  }
}

/** The subscription as the plan rules read it (its plan id as text). */
const planOf = (s: { planId: string | number; startDate: number; endDate: number } | null) =>
  s && { planId: String(s.planId), startDate: s.startDate, endDate: s.endDate };

export class InvoicesService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'storage' | 'config'>) {}

  /** The exporters the caller acts for (null: any, the super admin). */
  async scopeOf(user: InvoiceUser): Promise<number[] | null> {
    const p = { userType: user.userType, roles: user.roles };
    if (isSuperAdmin(p)) return null;
    if (isCha(p)) return [...(await linkedExporters(this.ctx.db, user.userId)).values()].map((e) => e.id);
    const own = await ownExporter(this.ctx.db, { id: user.userId, userType: user.userType });
    if (!own) throw forbidden('Only exporter and CHA accounts make tax invoices.');
    return [own.id];
  }

  private async load(user: InvoiceUser, boxId: string) {
    const rows = await repo.boxOrders(this.ctx.db, boxId, await this.scopeOf(user));
    const first = rows[0];
    if (!first) throw notFound(TAX_INVOICE_MSG.noBox(boxId));
    if (!isSuperAdmin({ userType: user.userType, roles: user.roles })) {
      const denial = featureDenial(
        planOf(await activeSubscription(this.ctx.db, first.exporter_id)),
        'orders.create',
      );
      if (denial) throw forbidden(denial);
    }
    // Rupees at the customs rates in force when the docket was made, as its documents print them.
    const createdAt = Number(first.docket_created_at);
    const { rates } = ratesAt(await ratesUpTo(this.ctx.db, createdAt), createdAt);
    const result: TaxInvoiceLine[] = rows.map((r, i) => {
      const o = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>;
      const fobForeign = num(r.fob_foreign);
      const fob = foreignToInr(fobForeign, r.currency, rates);
      const rate = num(o.igstDetails_rate);
      const mode = str(o.igstMode);
      return {
        invoiceNo: r.invoice_no,
        invoiceDate: r.invoice_date,
        slNo: i + 1,
        description: str(o.description),
        hsnCode: str(o.hsnCode),
        quantity: { number: num(o.quantity), unit: str(o.unit) },
        paymentDetails: {
          currency: r.currency,
          fob_foreign: fobForeign,
          exchangeRate: rates[r.currency] ?? 0,
          fob,
        },
        // IGST is paid only on an export with payment of IGST; under LUT/Bond the rate shows, the amount is 0.
        igstDetails: {
          rate,
          amount: mode === 'Export with Payment of IGST' ? round2((fob * rate) / 100) : 0,
        },
        igstPayment: mode,
        invoiceTerms: str(o.invoiceTerms),
        trxnId: str(o.trxnId),
        orderId: r.order_id,
      };
    });
    const c = (typeof first.data === 'string' ? JSON.parse(first.data) : first.data) as Record<
      string,
      unknown
    >;
    const box: TaxInvoiceBox = {
      result,
      boxDetails: {
        boxId,
        docketNo: first.docket_no,
        exporterDetails: {
          name: first.exporter_name,
          address: addressOf(first.pickup_address),
          ieCode: first.ie_code ?? '',
          gstin: first.gstin ?? '',
        },
        consigneeDetails: {
          name: str(c.consigneeName),
          address: str(c.consigneeAddress),
          city: str(c.consigneeCity),
          zipCode: str(c.consigneeZipCode),
          country: str(c.consigneeCountry),
        },
      },
      totals: taxInvoiceTotals(result),
    };
    return { box, logo: first.logo_key ? { key: first.logo_key, type: first.logo_type } : null };
  }

  /** getdatabyboxforinvoice: the box's lines, parties and starting totals; `hasLogo` for the page's warning. */
  async boxData(user: InvoiceUser, boxId: string) {
    const { box, logo } = await this.load(user, boxId);
    return { ...box, hasLogo: !!logo };
  }

  /** downloadAsPdf type 'invoice': the edited invoice as a PDF, with the exporter's logo when there is one. */
  async pdf(user: InvoiceUser, edit: TaxInvoicePdf): Promise<{ data: Buffer; fileName: string }> {
    const { box, logo } = await this.load(user, edit.boxId);
    let image: string | null = null;
    if (edit.withLogo && logo) {
      const bytes = await this.ctx.storage.read(logo.key).catch(() => null);
      if (bytes)
        image = `data:${logo.type === 'png' ? 'image/png' : 'image/jpeg'};base64,${bytes.toString('base64')}`;
    }
    const drawing = buildTaxInvoice({ box, edit, logo: image });
    // a staging site on sandbox drivers (issue 23): no invoice it prints may pass for a real one
    const data = await renderPdf(isSandboxSite(this.ctx.config) ? asSpecimen(drawing) : drawing);
    return { data, fileName: `ExportDesk_TaxInvoice_${edit.boxId}.pdf` };
  }
}

// ── export invoices (/newexportinvoice, /exportinvoice, /all_invoices) ──────────────────────────

/** A stored or draft export invoice as the page reads it (ExportInvoiceView). */
function viewOf(r: repo.ExportInvoiceRow): SavedExportInvoice {
  return {
    ...(JSON.parse(r.data) as ExportInvoiceData),
    id: r.id,
    kind: r.kind,
    ref: r.ref,
    docketNo: r.docket_no,
    revision: Number(r.revision),
    totalInr: Number(r.total_inr),
    updatedAt: Number(r.updated_at),
  };
}

export class ExportInvoicesService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'storage'>,
    private readonly taxInvoices: InvoicesService,
  ) {}

  private async ratesOf(createdAt: number) {
    return ratesAt(await ratesUpTo(this.ctx.db, createdAt), createdAt).rates;
  }

  private async totalInr(d: ExportInvoiceData, createdAt: number) {
    const rates = await this.ratesOf(createdAt);
    const fob = d.items.reduce((s, i) => s + foreignToInr(i.fobForeign, d.currency, rates), 0);
    return round2(fob + d.freightInr + d.insuranceInr + d.otherInr);
  }

  /** The stored invoice of a parcel or docket, else a draft from its orders (id null). */
  async draft(user: InvoiceUser, kind: ExportInvoiceKind, ref: string): Promise<ExportInvoiceView> {
    const scope = await this.taxInvoices.scopeOf(user);
    const stored = await repo.invoiceByRef(this.ctx.db, kind, ref, scope);
    if (stored) return viewOf(stored);
    const rows = await repo.sourceOrders(this.ctx.db, kind, ref, scope);
    const first = rows[0];
    if (!first) throw notFound(EXPORT_INVOICE_MSG.noSource(kind, ref));
    const o = rows.map((r) => JSON.parse(r.data) as Record<string, unknown>);
    const c = o[0]!;
    const data: ExportInvoiceData = {
      invoiceNo: first.invoice_no,
      invoiceDate: first.invoice_date,
      terms: (str(c.invoiceTerms) || 'Advance Payment') as ExportInvoiceData['terms'],
      igstMode: (str(c.igstMode) || 'Export under LUT/Bond') as ExportInvoiceData['igstMode'],
      currency: first.currency as ExportInvoiceData['currency'],
      consignee: {
        name: str(c.consigneeName),
        address: str(c.consigneeAddress),
        city: str(c.consigneeCity),
        zipCode: str(c.consigneeZipCode),
        country: str(c.consigneeCountry),
      },
      items: rows.map((r, i) => ({
        description: str(o[i]!.description),
        hsnCode: str(o[i]!.hsnCode),
        quantity: num(o[i]!.quantity),
        unit: str(o[i]!.unit),
        fobForeign: num(r.fob_foreign),
        netGrams: num(o[i]!.itemNetWeight),
        grossGrams: num(o[i]!.itemGrossWeight),
      })),
      freightInr: round2(o.reduce((s, x) => s + num(x.freight), 0)),
      insuranceInr: round2(o.reduce((s, x) => s + num(x.insurance), 0)),
      otherInr: round2(o.reduce((s, x) => s + num(x.otherCharge), 0)),
    };
    const createdAt = Number(first.docket_created_at);
    return {
      ...data,
      id: null,
      kind,
      ref,
      docketNo: first.docket_no,
      revision: 0,
      totalInr: await this.totalInr(data, createdAt),
      updatedAt: null,
    };
  }

  async create(user: InvoiceUser, kind: ExportInvoiceKind, ref: string, d: ExportInvoiceData) {
    const scope = await this.taxInvoices.scopeOf(user);
    const existing = await repo.invoiceByRef(this.ctx.db, kind, ref, scope);
    if (existing) throw conflict(EXPORT_INVOICE_MSG.exists(existing.invoice_no), { id: existing.id });
    const first = (await repo.sourceOrders(this.ctx.db, kind, ref, scope))[0];
    if (!first) throw notFound(EXPORT_INVOICE_MSG.noSource(kind, ref));
    if (await repo.invoiceNoTaken(this.ctx.db, first.exporter_id, d.invoiceNo, null))
      throw conflict(EXPORT_INVOICE_MSG.duplicate(d.invoiceNo));
    const id = await repo.insertInvoice(
      this.ctx.db,
      {
        exporter_id: first.exporter_id,
        kind,
        ref,
        docket_id: first.docket_id,
        invoice_no: d.invoiceNo,
        invoice_date: d.invoiceDate,
        data: JSON.stringify(d),
        total_inr: await this.totalInr(d, Number(first.docket_created_at)),
        created_by: user.userId,
      },
      Date.now(),
    );
    return viewOf((await repo.invoiceById(this.ctx.db, id, null))!);
  }

  async update(user: InvoiceUser, id: number, d: ExportInvoiceData) {
    const row = await repo.invoiceById(this.ctx.db, id, await this.taxInvoices.scopeOf(user));
    if (!row) throw notFound(EXPORT_INVOICE_MSG.notFound);
    if (await repo.invoiceNoTaken(this.ctx.db, row.exporter_id, d.invoiceNo, id))
      throw conflict(EXPORT_INVOICE_MSG.duplicate(d.invoiceNo));
    const total = await this.totalInr(d, Number(row.docket_created_at));
    await repo.updateInvoice(
      this.ctx.db,
      id,
      {
        invoice_no: d.invoiceNo,
        invoice_date: d.invoiceDate,
        data: JSON.stringify(d),
        total_inr: total,
        updated_by: user.userId,
      },
      Date.now(),
    );
    return viewOf((await repo.invoiceById(this.ctx.db, id, null))!);
  }

  async list(user: InvoiceUser, page: number) {
    const scope = await this.taxInvoices.scopeOf(user);
    const total = await repo.countInvoices(this.ctx.db, scope);
    const pager = paginate(total, page);
    const rows = total ? await repo.listInvoices(this.ctx.db, scope, pager.startIndex, pager.pageSize) : [];
    return { items: rows.map(viewOf), total, pager };
  }

  /** Regenerate: the stored invoice drawn by the docket documents' export-invoice renderer. */
  async pdf(user: InvoiceUser, id: number): Promise<{ data: Buffer; fileName: string }> {
    const row = await repo.invoiceById(this.ctx.db, id, await this.taxInvoices.scopeOf(user));
    if (!row) throw notFound(EXPORT_INVOICE_MSG.notFound);
    const loaded = await loadDocketDocuments(this.ctx.db, row.docket_no);
    if (!loaded) throw notFound(EXPORT_INVOICE_MSG.notFound);
    const d = JSON.parse(row.data) as ExportInvoiceData;
    const rates = await this.ratesOf(Number(row.docket_created_at));
    const boxIds = row.kind === 'parcel' ? [row.ref] : loaded.model.parcels.map((p) => p.boxId);
    const items = d.items.map((i, k) => ({
      orderId: String(k + 1),
      serialNo: String(k + 1),
      boxId: boxIds[0] ?? '',
      invoiceNo: d.invoiceNo,
      description: i.description,
      packageDesc: '',
      category: '',
      hsnCode: i.hsnCode,
      quantity: i.quantity,
      unit: i.unit,
      netGrams: i.netGrams,
      grossGrams: i.grossGrams,
      currency: d.currency,
      fobForeign: i.fobForeign,
      fobInr: foreignToInr(i.fobForeign, d.currency, rates),
      freightInr: 0,
      insuranceInr: 0,
      otherInr: 0,
      igstRate: 0,
      sku: null,
    }));
    const fobInr = round2(items.reduce((s, i) => s + i.fobInr, 0));
    const inv: Invoice = {
      invoiceNo: d.invoiceNo,
      invoiceDate: d.invoiceDate,
      terms: d.terms,
      igstMode: d.igstMode,
      currency: d.currency,
      exchangeRate: rates[d.currency] ?? 0,
      boxIds,
      consignee: {
        ...d.consignee,
        businessName: null,
        importerCode: null,
        state: null,
        email: null,
        mobile: null,
      },
      items,
      fobForeign: round2(items.reduce((s, i) => s + i.fobForeign, 0)),
      fobInr,
      freightInr: d.freightInr,
      insuranceInr: d.insuranceInr,
      otherInr: d.otherInr,
      totalInr: round2(fobInr + d.freightInr + d.insuranceInr + d.otherInr),
    };
    const data = await renderPdf(buildInvoice(loaded.model, inv));
    return { data, fileName: `ExportInvoice_${d.invoiceNo.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf` };
  }
}
