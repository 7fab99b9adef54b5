/**
 * The checkout's round trip, shared by every payment of the portal (plans, plan changes, the
 * AD-code fee in /adreg and in the shell's navbar modal): open the checkout for core's
 * `CheckoutOrder`, and read its answer once back on the return page.
 */
import { PAYMENT_CONTRACTS, pathOf, type CheckoutOrder, type VerifyPaymentInput } from '@exportdesk/core';
import { portalSettings } from '../config';

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

/** The sandbox checkout's page on the API, coming back to `back`. */
export const sandboxCheckoutUrl = (orderId: string, back: string) =>
  `${portalSettings().apiUrl.replace(/\/$/, '')}/${pathOf(PAYMENT_CONTRACTS.sandboxCheckout, { orderId }, { returnUrl: back })}`;

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
  window.location.assign(sandboxCheckoutUrl(order.orderId, back));
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
