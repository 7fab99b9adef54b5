/**
 * The payment receipt mail (issue 27), its own file for a named reason: it draws the tax invoice
 * PDF (the subscriptions renderer), keeps it in the file storage and hands its key to the mail
 * (the outbox carries keys, never bytes); the payment.succeeded webhook goes first. Runs after the payment's transaction committed; a
 * failure is logged, never reported to the payer (their payment is done).
 */
import type { AppContext } from '../../context';
import { isSandboxSite } from '../../config-check';
import { Notifier } from '../mail/notifier';
import { emitWebhook } from '../webhooks/service';
import { invoiceFileName, taxInvoicePdf } from '../subscriptions/invoice-pdf';
import { invoiceByNo } from '../subscriptions/service';
import type { Fulfilled, PaymentOrderRow } from './repo';

export function paymentReceipts(ctx: AppContext): (r: Fulfilled) => Promise<void> {
  const notifier = new Notifier(ctx);
  return async (r) => {
    if (!r.activated) return;
    await emitWebhook(ctx, {
      type: 'payment.succeeded',
      key: `payment.succeeded:${r.order.order_id}`,
      exporterId: r.order.user_id,
      data: {
        orderId: r.order.order_id,
        purpose: r.order.purpose,
        total: Number(r.order.total),
        invoiceNo: r.invoiceNo,
      },
    });
    if (!r.invoiceNo) return;
    try {
      const inv = await invoiceByNo(ctx.db, r.invoiceNo);
      if (!inv) return;
      const fileName = invoiceFileName(inv.invoiceNo);
      const key = `mail/tax-invoices/${inv.userId}/${fileName}`;
      await ctx.storage.put(
        key,
        await taxInvoicePdf(inv, ctx.config.payments.supplier, isSandboxSite(ctx.config)),
      );
      await notifier.paymentReceipt(
        inv.userId,
        {
          orderId: r.order.order_id,
          total: inv.total,
          description: inv.description,
          invoiceNo: inv.invoiceNo,
        },
        { fileName, key },
      );
    } catch (err) {
      ctx.log.warn({ err, invoiceNo: r.invoiceNo }, 'payment receipt not queued');
    }
  };
}

/** payment.failed (issue 26): after the failure was recorded; never throws. */
export function paymentFailures(ctx: AppContext): (o: PaymentOrderRow) => Promise<void> {
  return (o) =>
    emitWebhook(ctx, {
      type: 'payment.failed',
      key: `payment.failed:${o.order_id}`,
      exporterId: o.user_id,
      data: { orderId: o.order_id, purpose: o.purpose, total: Number(o.total) },
    });
}
