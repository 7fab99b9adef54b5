/**
 * Payments (issue 14): orders with the configured provider, the checkout's verifyPayment, the
 * provider's webhooks (signed; replays ignored) and the sandbox checkout page. Whatever path
 * reports a payment first activates it; every later report finds it paid (repo.fulfil).
 */
import {
  AD_CODE_FEE,
  PLAN_MSG,
  USER_TYPE,
  withGst,
  type AdCodeDetails,
  type CheckoutOrder,
  type VerifyPaymentInput,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import type { Logger } from '../../lib/logger';
import { SandboxProvider, hmacHex, type PaymentProvider } from './drivers';
import * as repo from './repo';

export interface PaymentsSettings {
  supplierGstin: string;
  /** Origins a sandbox checkout may send the browser back to (the portal's). */
  returnOrigins: string[];
  portalUrl: string;
  apiPublicUrl: string;
}

/** The order to pay at the checkout: its wire shape is core's (the payments contract). */
export type { CheckoutOrder };

const round2 = (n: number) => Math.round(n * 100) / 100;

export class PaymentsService {
  constructor(
    private readonly db: Db,
    readonly provider: PaymentProvider,
    private readonly settings: PaymentsSettings,
    private readonly log: Logger,
    /** after a payment's activation committed: the receipt mail (none in tests that pass none) */
    private readonly onPaid?: (r: repo.Fulfilled) => Promise<void>,
    /** after a failed payment was recorded: the payment.failed webhook */
    private readonly onFailed?: (o: repo.PaymentOrderRow) => Promise<void>,
  ) {}

  /** An order for `taxable` rupees + 18% GST; what it pays for is in `detail` (applied by fulfil). */
  async createOrder(
    userId: number,
    purpose: 'plan' | 'adcode',
    taxable: number,
    extra: { planId?: string; changeKind?: string; userRes?: string; detail: repo.OrderDetail },
  ): Promise<CheckoutOrder> {
    const order = await this.newOrder(userId, purpose, taxable, extra);
    if (!order) throw new Error('an order without an open key cannot lose it');
    return order;
  }

  /** As createOrder; with an `openKey`, null when another open order holds the key already. */
  private async newOrder(
    userId: number,
    purpose: 'plan' | 'adcode',
    taxable: number,
    extra: {
      planId?: string;
      changeKind?: string;
      userRes?: string;
      detail: repo.OrderDetail;
      openKey?: string;
    },
  ): Promise<CheckoutOrder | null> {
    const total = withGst(taxable);
    const gst = round2(total - taxable);
    const amount = Math.round(total * 100);
    const p = await this.provider.createOrder(amount, `u${userId}-${Date.now()}`, {
      purpose,
      userId: String(userId),
    });
    const inserted = await repo.insertOrder(this.db, {
      orderId: p.orderId,
      userId,
      purpose,
      planId: extra.planId ?? null,
      changeKind: extra.changeKind ?? null,
      userRes: extra.userRes ?? null,
      taxable,
      gst,
      total,
      provider: this.provider.name,
      detail: extra.detail,
      openKey: extra.openKey ?? null,
    });
    return inserted ? this.checkout(p.orderId, taxable, gst, total) : null;
  }

  private checkout(orderId: string, taxable: number, gst: number, total: number): CheckoutOrder {
    return {
      orderId,
      amount: Math.round(total * 100),
      currency: 'INR',
      taxable,
      gst,
      total,
      keyId: this.provider.keyId,
      provider: this.provider.name,
      checkoutUrl:
        this.provider.name === 'sandbox'
          ? `${this.settings.apiPublicUrl}/api/v1/payments/sandbox/checkout/${encodeURIComponent(orderId)}`
          : null,
    };
  }

  private async fulfil(orderId: string, paymentId: string) {
    const r = await repo.fulfil(this.db, orderId, paymentId, { gstin: this.settings.supplierGstin });
    // Only the call that activated it mails (a repeat verify or webhook answers activated: false).
    if (r?.activated) await this.onPaid?.(r);
    return r;
  }

  /** verifyPayment: the checkout's three fields, signature checked on the server. */
  async verify(user: { userId: number; userType: number }, input: VerifyPaymentInput) {
    const order = await repo.orderByOrderId(this.db, input.razorpay_order_id);
    if (!order || (order.user_id !== user.userId && user.userType !== USER_TYPE.ADMIN))
      throw notFound('Payment order not found.');
    if (
      !this.provider.verifyPayment(
        input.razorpay_order_id,
        input.razorpay_payment_id,
        input.razorpay_signature,
      )
    )
      throw invalid(PLAN_MSG.badSignature);
    const r = await this.fulfil(input.razorpay_order_id, input.razorpay_payment_id);
    if (!r) throw notFound('Payment order not found.');
    // A second AD-code fee (another order, paid in another tab): refused, never applied.
    if (r.refused) throw conflict(PLAN_MSG.adCodeAlreadyPaid);
    return {
      activated: r.activated,
      purpose: order.purpose,
      planId: order.plan_id,
      invoiceNo: r.invoiceNo,
      creditNoteNo: r.creditNoteNo,
      message: order.purpose === 'adcode' ? PLAN_MSG.adCodePaid : PLAN_MSG.paymentVerified,
    };
  }

  /**
   * A provider webhook: the signature over the raw body first (forged: refused, nothing read), then
   * the event id (a replay answers ok and does nothing), then payment.captured / order.paid fulfil.
   */
  async webhook(rawBody: string, signature: string, eventId: string | undefined) {
    if (!this.provider.verifyWebhook(rawBody, signature)) throw invalid(PLAN_MSG.badSignature);
    let event: {
      event?: string;
      payload?: {
        payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
      };
    };
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw invalid('Invalid webhook body.');
    }
    const id = eventId || hmacHex('event-id', rawBody);
    if (!(await repo.firstSeenEvent(this.db, id, this.provider.name, String(event.event ?? '')))) {
      return { handled: false, duplicate: true };
    }
    const p = event.payload?.payment?.entity;
    if (!['payment.captured', 'order.paid'].includes(String(event.event)) || !p?.order_id || !p.id)
      return { handled: false, duplicate: false };
    const order = await repo.orderByOrderId(this.db, p.order_id);
    if (!order) return { handled: false, duplicate: false };
    if (Math.round(Number(order.total) * 100) !== Number(p.amount)) {
      this.log.warn(
        { orderId: p.order_id, amount: p.amount },
        'webhook amount differs from the order: ignored',
      );
      return { handled: false, duplicate: false };
    }
    const r = await this.fulfil(p.order_id, p.id);
    if (r?.refused)
      this.log.warn(
        { orderId: p.order_id, paymentId: p.id },
        'a second AD-code fee paid: refused, to refund',
      );
    return { handled: true, duplicate: false, activated: !!r?.activated };
  }

  // ------------------------------------------------------------ sandbox checkout

  private sandbox(): SandboxProvider {
    if (!(this.provider instanceof SandboxProvider)) throw notFound('Not found.');
    return this.provider;
  }

  /** Where the sandbox may send the browser back: the portal's origins only (no open redirect). */
  safeReturn(returnUrl: string | undefined): string {
    const fallback = `${this.settings.portalUrl}/myaccount`;
    if (!returnUrl) return fallback;
    if (returnUrl.startsWith('/') && !returnUrl.startsWith('//'))
      return `${this.settings.portalUrl}${returnUrl}`;
    try {
      const u = new URL(returnUrl);
      return this.settings.returnOrigins.includes(u.origin) ? u.toString() : fallback;
    } catch {
      return fallback;
    }
  }

  async sandboxOrder(orderId: string) {
    this.sandbox();
    const order = await repo.orderByOrderId(this.db, orderId);
    if (!order) throw notFound('Payment order not found.');
    const detail = order.detail ? (JSON.parse(order.detail) as repo.OrderDetail) : { description: 'Payment' };
    return { order, description: detail.description };
  }

  /** The tester's choice: success signs like Razorpay and sends the signed webhook shortly after. */
  async sandboxPay(orderId: string, outcome: 'success' | 'failure', returnUrl: string | undefined) {
    const sbx = this.sandbox();
    const { order } = await this.sandboxOrder(orderId);
    const back = new URL(this.safeReturn(returnUrl));
    if (outcome === 'failure') {
      await repo.markFailed(this.db, orderId);
      if (order.status === 'created') await this.onFailed?.(order);
      back.searchParams.set('payment', 'failed');
      back.searchParams.set('orderId', orderId);
      return back.toString();
    }
    if (order.status === 'paid') throw conflict('This order is already paid.');
    const paid = sbx.pay(orderId);
    const hook = sbx.webhook(orderId, paid.razorpay_payment_id, Math.round(Number(order.total) * 100));
    // Like a real provider, the webhook comes a moment after the browser returns.
    setTimeout(() => {
      this.webhook(hook.body, hook.signature, hook.eventId).catch((err) =>
        this.log.warn({ err, orderId }, 'sandbox webhook failed'),
      );
    }, 1500).unref();
    for (const [k, v] of Object.entries(paid)) back.searchParams.set(k, v);
    return back.toString();
  }

  /**
   * lookup/payforadCodeReg: "Rs 2000 plus 18% GST, non-refundable": exporter admins, once, with
   * the AD code, bank and branch it registers (issue 23). While an order is open, asking again
   * answers that order (with the details as now given); the open key's unique index makes 20
   * simultaneous asks one order: the losers read the winner's.
   */
  async payForAdCode(user: { userId: number; userType: number }, details: AdCodeDetails) {
    if (user.userType !== USER_TYPE.EXPORTER_ADMIN) throw forbidden(PLAN_MSG.devPhase);
    const key = repo.adCodeKey(user.userId);
    const detail: repo.OrderDetail = {
      description: `AD Code Registration fee (non-refundable): AD code ${details.adCode}, ${details.bankName}, ${details.branch}`,
      adCode: details,
    };
    // Twice at most: an open order that failed between our insert and our read frees the key.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await repo.adCodePaid(this.db, user.userId)) throw conflict(PLAN_MSG.adCodeAlreadyPaid);
      const open = await repo.orderByOpenKey(this.db, key);
      if (open) {
        await repo.setOpenOrderDetail(this.db, open.id, detail);
        return this.checkout(open.order_id, Number(open.taxable), Number(open.gst), Number(open.total));
      }
      const made = await this.newOrder(user.userId, 'adcode', AD_CODE_FEE, { detail, openKey: key });
      if (made) return made;
    }
    throw conflict(PLAN_MSG.adCodeAlreadyPaid);
  }

  async adCodeStatus(userId: number) {
    return {
      paid: await repo.adCodePaid(this.db, userId),
      details: await repo.adCodeDetails(this.db, userId),
    };
  }
}
