/**
 * Calls of the plans, My account and AD code pages (issue 14; 002 §7 subscribePlan, 000 §7
 * verifyPayment, subscription/* and lookup/payforadCodeReg).
 */
import {
  PAYMENT_CONTRACTS,
  pathOf,
  SUBSCRIPTION_CONTRACTS,
  type AdCodeDetailsBody,
  type CheckoutOrder,
  type SubscribePlanBody,
  type VerifyPaymentInput,
  invoiceNoToPath,
} from '@exportdesk/core';
import { callContract, fetchFile, portalSettings, saveBlob } from '@exportdesk/portal-kit';

export type { CheckoutOrder };

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
/** The fee with the AD code, bank and branch it registers (issue 23); an open order comes back as is. */
export const payForAdCode = (v: AdCodeDetailsBody) =>
  callContract(PAYMENT_CONTRACTS.payForAdCode, { body: v });
export const adCodeStatus = (signal?: AbortSignal) =>
  callContract(PAYMENT_CONTRACTS.adCodeStatus, {}, signal);

/** getTaxInvForSubs takes the number with slashes replaced by dashes. */
export async function downloadInvoice(invoiceNo: string) {
  const name = invoiceNoToPath(invoiceNo);
  const f = await fetchFile(pathOf(sub.getTaxInvForSubs, { invoiceNo: name }));
  saveBlob(f.blob, f.fileName ?? `${name}.pdf`);
}

interface RazorpayCheckout {
  open(): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = Object.assign(document.createElement('script'), {
      src: 'https://checkout.razorpay.com/v1/checkout.js',
      onload: () => resolve(),
      onerror: () => reject(new Error('The payment page could not be loaded. Please try again.')),
    });
    document.head.appendChild(s);
  });
}

/**
 * Opens the checkout for an order; both come back to `returnPath` with Razorpay's three signed
 * fields (or payment=failed) for verifyPayment. The sandbox: its page on the API. Razorpay:
 * Checkout in the page (the portal's CSP must allow checkout.razorpay.com when that driver is on).
 */
export async function openCheckout(order: CheckoutOrder, returnPath: string) {
  const back = `${window.location.origin}${returnPath}`;
  if (order.provider === 'razorpay') {
    await loadRazorpay();
    new window.Razorpay!({
      key: order.keyId,
      amount: order.amount,
      currency: 'INR',
      order_id: order.orderId,
      name: 'ExportDesk',
      handler: (r: Record<string, string>) => window.location.assign(`${back}?${new URLSearchParams(r)}`),
      modal: { ondismiss: () => window.location.assign(`${back}?payment=failed&orderId=${order.orderId}`) },
    }).open();
    return;
  }
  const base = portalSettings().apiUrl.replace(/\/$/, '');
  window.location.assign(
    `${base}/${pathOf(PAYMENT_CONTRACTS.sandboxCheckout, { orderId: order.orderId }, { returnUrl: back })}`,
  );
}

/** The checkout's answer in the address bar, once (then removed so a reload does not resend it). */
export function takeCheckoutAnswer(): { verify: VerifyPaymentInput | null; failed: boolean } {
  const q = new URLSearchParams(window.location.search);
  const verify =
    q.get('razorpay_order_id') && q.get('razorpay_payment_id') && q.get('razorpay_signature')
      ? {
          razorpay_order_id: q.get('razorpay_order_id')!,
          razorpay_payment_id: q.get('razorpay_payment_id')!,
          razorpay_signature: q.get('razorpay_signature')!,
        }
      : null;
  const failed = q.get('payment') === 'failed';
  if (verify || failed) window.history.replaceState(null, '', window.location.pathname);
  return { verify, failed };
}
