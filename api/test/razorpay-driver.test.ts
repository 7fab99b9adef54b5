/**
 * The razorpay payment driver against recorded fixtures (no network): orders.create through the
 * SDK client's shape, the Checkout signature (order_id|payment_id) and the webhook body signature,
 * both checked by the official SDK's own utilities; tampering with any field fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RazorpayProvider, type RazorpayOrdersClient } from '../src/modules/payments/drivers';

const fx = JSON.parse(readFileSync(new URL('./fixtures/razorpay.json', import.meta.url), 'utf8'));

function recorded(): RazorpayOrdersClient & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    orders: {
      create: async (p) => {
        calls.push(p);
        return fx.orderCreate.response;
      },
    },
  };
}

describe('razorpay driver (recorded fixtures)', () => {
  it('creates an order in paise with the receipt and notes', async () => {
    const client = recorded();
    const p = new RazorpayProvider('rzp_test_key', fx.keySecret, fx.webhookSecret, client);
    const o = await p.createOrder(50150, fx.orderCreate.request.receipt, fx.orderCreate.request.notes);
    expect(o).toEqual({ orderId: fx.orderCreate.response.id, amountPaise: 50150, currency: 'INR' });
    expect(client.calls[0]).toEqual(fx.orderCreate.request);
  });

  it('refuses an order whose recorded amount differs', async () => {
    const p = new RazorpayProvider('k', fx.keySecret, fx.webhookSecret, recorded());
    await expect(p.createOrder(99_900, 'r', {})).rejects.toThrow(/mismatch/);
  });

  it('verifies the Checkout signature; a forged one or other ids fail', () => {
    const p = new RazorpayProvider('k', fx.keySecret, fx.webhookSecret, recorded());
    const c = fx.checkout;
    expect(p.verifyPayment(c.razorpay_order_id, c.razorpay_payment_id, c.razorpay_signature)).toBe(true);
    expect(p.verifyPayment(c.razorpay_order_id, 'pay_other', c.razorpay_signature)).toBe(false);
    expect(p.verifyPayment(c.razorpay_order_id, c.razorpay_payment_id, 'f'.repeat(64))).toBe(false);
    const wrongSecret = new RazorpayProvider('k', 'another', fx.webhookSecret, recorded());
    expect(wrongSecret.verifyPayment(c.razorpay_order_id, c.razorpay_payment_id, c.razorpay_signature)).toBe(
      false,
    );
  });

  it('verifies the webhook body signature; one changed byte fails', () => {
    const p = new RazorpayProvider('k', fx.keySecret, fx.webhookSecret, recorded());
    expect(p.verifyWebhook(fx.webhook.body, fx.webhook.signature)).toBe(true);
    expect(p.verifyWebhook(fx.webhook.body.replace('50150', '50151'), fx.webhook.signature)).toBe(false);
    expect(p.verifyWebhook(fx.webhook.body, '')).toBe(false);
    const noSecret = new RazorpayProvider('k', fx.keySecret, '', recorded());
    expect(noSecret.verifyWebhook(fx.webhook.body, fx.webhook.signature)).toBe(false);
  });
});
