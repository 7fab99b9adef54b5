/**
 * Its own file: the outside service behind an interface (one driver per provider), as
 * accounts/providers.ts.
 * The payment provider interface and its two drivers (issue 14), chosen by PAYMENT_DRIVER:
 * `sandbox` (default: a local checkout page where the tester picks success or failure, and signed
 * webhooks; nothing leaves the machine) and `razorpay` (the official SDK: orders.create, the
 * payment signature check `order_id|payment_id`, and the webhook body signature). Both sign with
 * HMAC-SHA256 exactly as Razorpay does, so the API's verify and webhook paths are the same.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';

export interface ProviderOrder {
  orderId: string;
  amountPaise: number;
  currency: 'INR';
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** The key the browser's checkout needs (razorpay key_id; the sandbox's is a label). */
  readonly keyId: string;
  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<ProviderOrder>;
  /** The checkout's `razorpay_signature` over `order_id|payment_id`. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /** The `X-Razorpay-Signature` header over the raw webhook body. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

export const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The sandbox: orders are made here; its checkout page signs with `keySecret`, its webhooks with `webhookSecret`. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId = 'rzp_test_sandbox';
  constructor(
    readonly keySecret: string,
    readonly webhookSecret: string,
  ) {}

  async createOrder(amountPaise: number): Promise<ProviderOrder> {
    return { orderId: `order_sbx_${randomBytes(9).toString('hex')}`, amountPaise, currency: 'INR' };
  }

  /** What the checkout page hands back on success (Razorpay's three fields). */
  pay(orderId: string) {
    const paymentId = `pay_sbx_${randomBytes(9).toString('hex')}`;
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(this.keySecret, `${orderId}|${paymentId}`),
    };
  }

  /** A signed `payment.captured` webhook, as Razorpay would post it. */
  webhook(orderId: string, paymentId: string, amountPaise: number) {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: paymentId, order_id: orderId, amount: amountPaise, status: 'captured' } },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      body,
      signature: hmacHex(this.webhookSecret, body),
      eventId: `evt_sbx_${randomBytes(9).toString('hex')}`,
    };
  }

  verifyPayment(orderId: string, paymentId: string, signature: string) {
    return sameHex(hmacHex(this.keySecret, `${orderId}|${paymentId}`), signature);
  }

  verifyWebhook(rawBody: string, signature: string) {
    return sameHex(hmacHex(this.webhookSecret, rawBody), signature);
  }
}

/** What the driver needs of the SDK: `orders.create` (tests hand in a recorded one). */
export interface RazorpayOrdersClient {
  orders: {
    create(p: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<{
      id: string;
      amount: number | string;
      currency: string;
    }>;
  };
}

interface RazorpayUtils {
  validatePaymentVerification(
    p: { order_id: string; payment_id: string },
    signature: string,
    secret: string,
  ): boolean;
  validateWebhookSignature(body: string, signature: string, secret: string): boolean;
}

const require = createRequire(import.meta.url);

export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  private readonly client: RazorpayOrdersClient;
  private readonly utils: RazorpayUtils = require('razorpay/dist/utils/razorpay-utils');

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly webhookSecret: string,
    client?: RazorpayOrdersClient,
  ) {
    if (client) this.client = client;
    else {
      const Razorpay = require('razorpay') as new (c: {
        key_id: string;
        key_secret: string;
      }) => RazorpayOrdersClient;
      this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
    }
  }

  async createOrder(
    amountPaise: number,
    receipt: string,
    notes: Record<string, string>,
  ): Promise<ProviderOrder> {
    const o = await this.client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
    if (Number(o.amount) !== amountPaise || o.currency !== 'INR')
      throw new Error('razorpay order amount mismatch');
    return { orderId: o.id, amountPaise, currency: 'INR' };
  }

  verifyPayment(orderId: string, paymentId: string, signature: string) {
    try {
      return this.utils.validatePaymentVerification(
        { order_id: orderId, payment_id: paymentId },
        signature,
        this.keySecret,
      );
    } catch {
      return false;
    }
  }

  verifyWebhook(rawBody: string, signature: string) {
    if (!this.webhookSecret || !signature) return false;
    try {
      return this.utils.validateWebhookSignature(rawBody, signature, this.webhookSecret);
    } catch {
      return false;
    }
  }
}
