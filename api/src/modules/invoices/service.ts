/**
 * Tax invoices (002 §2.4, §3, §7): a box's invoice data (getdatabyboxforinvoice) and the PDF of
 * the edited invoice (downloadAsPdf type 'invoice'). Who: the exporter (and its users) for its own
 * boxes, a CHA for its linked exporters', the super admin any. Plan: a live plan that makes
 * invoices (basic, premium or the trial), else 'This feature is not available with your current
 * plan' (or the no-plan / expired message). Imports neither Hapi nor Boom.
 */
import {
  featureDenial,
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
import { renderPdf } from '../../documents/render';
import { forbidden, notFound } from '../../errors';
import { ratesUpTo } from '../exchange-rates/repo';
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
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'storage'>) {}

  /** The exporters the caller acts for (null: any, the super admin). */
  private async scope(user: InvoiceUser): Promise<number[] | null> {
    const p = { userType: user.userType, roles: user.roles };
    if (isSuperAdmin(p)) return null;
    if (isCha(p)) return [...(await linkedExporters(this.ctx.db, user.userId)).values()].map((e) => e.id);
    const own = await ownExporter(this.ctx.db, { id: user.userId, userType: user.userType });
    if (!own) throw forbidden('Only exporter and CHA accounts make tax invoices.');
    return [own.id];
  }

  private async load(user: InvoiceUser, boxId: string) {
    const rows = await repo.boxOrders(this.ctx.db, boxId, await this.scope(user));
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
    const data = await renderPdf(buildTaxInvoice({ box, edit, logo: image }));
    return { data, fileName: `ExportDesk_TaxInvoice_${edit.boxId}.pdf` };
  }
}
