/** Calls of the carrier billing pages (002 §7 "Billing"): list, count, balance, preview, upload, Excel, invoices. */
import {
  BILLING_CONTRACTS as c,
  type AnswerData,
  type BillPreviewRow,
  type BillingCarrier,
  type BillingFilter,
  type CarrierInvoiceRow,
} from '@exportdesk/core';
import { callContract, expectSuccess, saveBlob } from '@exportdesk/portal-kit';

type ListedRow = AnswerData<typeof c.processDhlInvoice>[number];
/** processdhlinvoice answers list rows for 'view' and preview rows for 'preview'. */
export const isInvoiceRow = (r: ListedRow): r is CarrierInvoiceRow => 'invoiceNumber' in r;
export const isPreviewRow = (r: ListedRow): r is BillPreviewRow => !('invoiceNumber' in r);

export const listInvoices = (
  carrier: BillingCarrier,
  filter: BillingFilter,
  page: number,
  signal?: AbortSignal,
) => callContract(c.processDhlInvoice, { body: { type: 'view', page, filter, carrier } }, signal);

export const billSummary = (carrier: BillingCarrier, signal?: AbortSignal) =>
  callContract(c.summary, { query: { carrier } }, signal);

export const previewFile = async (v: { carrier: BillingCarrier; file: string; fileName: string }) =>
  expectSuccess(await callContract(c.processDhlInvoice, { body: { type: 'preview', ...v } }));

export type UploadAnswer = AnswerData<typeof c.processBillFile>;

export const uploadFile = async (v: { carrier: BillingCarrier; file: string; fileName: string }) =>
  expectSuccess(
    await callContract(c.processBillFile, {
      body: { type: 'upload', invoiceData: v.file, fileName: v.fileName, carrier: v.carrier },
    }),
  );

/** gendhlbillfile: "link.data bytes (xlsx)". */
export async function downloadList(v: { carrier: BillingCarrier; filter: BillingFilter }) {
  const env = await callContract(c.genBillFile, {
    body: { type: 'download', invoiceData: { filter: v.filter }, carrier: v.carrier },
  });
  expectSuccess(env);
  const bytes = env.link?.data ?? [];
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
    return expectSuccess(
      await callContract(c.updateInvoices, { body: { type: v.action, invoiceNo, carrier } }),
    );
  if (v.action === 'vat-paid')
    return expectSuccess(await callContract(c.updateVat, { body: { type: 'paid', invoiceNo, carrier } }));
  return expectSuccess(
    await callContract(c.updateVat, {
      body: { type: 'generate', invoiceNo, boxId: v.boxId ?? '', vat: v.vat ?? '', carrier },
    }),
  );
}
