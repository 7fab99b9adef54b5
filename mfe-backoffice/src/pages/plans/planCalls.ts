/**
 * Calls of the plans, My account and AD code pages (issue 14; 002 §7 subscribePlan, 000 §7
 * verifyPayment, subscription/*). The checkout and the AD-code fee are portal-kit's (shared
 * with the shell's modal).
 */
import {
  PAYMENT_CONTRACTS,
  pathOf,
  SUBSCRIPTION_CONTRACTS,
  type SubscribePlanBody,
  type VerifyPaymentInput,
  invoiceNoToPath,
} from '@exportdesk/core';
import { callContract, fetchFile, saveBlob } from '@exportdesk/portal-kit';

export type { CurrentSubscription, HeldPlan, TaxInvoiceItem, Transactions } from '@exportdesk/core';

const sub = SUBSCRIPTION_CONTRACTS;

export const subscribePlan = (body: SubscribePlanBody) => callContract(sub.subscribePlan, { body });
export const verifyPayment = (body: VerifyPaymentInput) =>
  callContract(PAYMENT_CONTRACTS.verifyPayment, { body });
export const currentSubscription = (signal?: AbortSignal) => callContract(sub.subscription, {}, signal);
export const walletOf = (signal?: AbortSignal) => callContract(sub.wallet, {}, signal);
export const transactionsOf = (signal?: AbortSignal) => callContract(sub.transactions, {}, signal);
export const taxInvoices = (all: boolean, search = '', signal?: AbortSignal) =>
  callContract(
    sub.taxInvoices,
    { query: { ...(all ? { all: '1' } : {}), ...(search ? { search } : {}) } },
    signal,
  );
export const adCodeStatus = (signal?: AbortSignal) =>
  callContract(PAYMENT_CONTRACTS.adCodeStatus, {}, signal);

/** getTaxInvForSubs takes the number with slashes replaced by dashes. */
export async function downloadInvoice(invoiceNo: string) {
  const name = invoiceNoToPath(invoiceNo);
  const f = await fetchFile(pathOf(sub.getTaxInvForSubs, { invoiceNo: name }));
  saveBlob(f.blob, f.fileName ?? `${name}.pdf`);
}
