/** Calls of the carrier billing pages (002 §7 "Billing"): list, count, balance, preview, upload, Excel, invoices. */
import type {
  BillPreviewRow,
  BillingCarrier,
  BillingFilter,
  BillingReport,
  CarrierInvoiceRow,
} from '@exportdesk/core';
import { expectSuccess, get, post, saveBlob } from '@exportdesk/portal-kit';

export const listInvoices = (
  carrier: BillingCarrier,
  filter: BillingFilter,
  page: number,
  signal?: AbortSignal,
) => post<CarrierInvoiceRow[]>('processdhlinvoice', { type: 'view', page, filter, carrier }, signal);

export const billSummary = (carrier: BillingCarrier, signal?: AbortSignal) =>
  get<number>(`getdhlBillSummary?carrier=${carrier}`, signal);

export const previewFile = async (v: { carrier: BillingCarrier; file: string; fileName: string }) =>
  expectSuccess(await post<BillPreviewRow[]>('processdhlinvoice', { type: 'preview', ...v }));

export interface UploadAnswer {
  fileId?: number;
  status?: string;
  report: BillingReport;
}

export const uploadFile = async (v: { carrier: BillingCarrier; file: string; fileName: string }) =>
  expectSuccess(
    await post<UploadAnswer>('processbillfile', {
      type: 'upload',
      invoiceData: v.file,
      fileName: v.fileName,
      carrier: v.carrier,
    }),
  );

/** gendhlbillfile: "link.data bytes (xlsx)". */
export async function downloadList(v: { carrier: BillingCarrier; filter: BillingFilter }) {
  const env = expectSuccess(
    await post('gendhlbillfile', { type: 'download', invoiceData: { filter: v.filter }, carrier: v.carrier }),
  );
  const bytes = (env as unknown as { link?: { data?: number[] } }).link?.data ?? [];
  saveBlob(
    new Blob([new Uint8Array(bytes)], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    `${v.carrier}-billing-${v.filter}.xlsx`,
  );
  return env;
}

export type InvoiceAction = 'paid' | 'vat-paid' | 'generate' | 'vat-generate';

/** Mark as paid, Gen. Invoices (updateDhlInvoices); Mark VAT Inv. as paid, the VAT generate (excel/updateVat). */
export async function invoiceAction(v: {
  carrier: BillingCarrier;
  action: InvoiceAction;
  invoiceNo: string;
  vat?: string;
  boxId?: string;
}) {
  const { carrier, invoiceNo } = v;
  if (v.action === 'paid' || v.action === 'generate')
    return expectSuccess(await post('updateDhlInvoices', { type: v.action, invoiceNo, carrier }));
  if (v.action === 'vat-paid')
    return expectSuccess(await post('excel/updateVat', { type: 'paid', invoiceNo, carrier }));
  return expectSuccess(
    await post('excel/updateVat', { type: 'generate', invoiceNo, boxId: v.boxId ?? '', vat: v.vat, carrier }),
  );
}
