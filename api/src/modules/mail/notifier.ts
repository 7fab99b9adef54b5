/**
 * The automatic mails of events (issue 27), one method per event: who gets it, the template's
 * data, the event's key. Its own file for a named reason: the areas where events happen (orders,
 * parcels, pickups, claims, payments, tickets, accounts) share it, and each only says "this
 * happened". Every method runs after the event's transaction committed and never throws
 * (`notify` logs what it cannot queue). The same methods emit the event's webhook (issue 26,
 * `webhooks/service.ts` emitWebhook), so a mail and a webhook never disagree on what happened.
 */
import { MAIL_TEMPLATES, formatInr } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { emitWebhook } from '../webhooks/service';
import * as repo from './repo';
import { notify, queueMail } from './service';

type Ctx = Pick<AppContext, 'db' | 'queues' | 'log'> & {
  config: Pick<AppContext['config'], 'portalUrl' | 'webhooks'>;
};

export class Notifier {
  constructor(private readonly ctx: Ctx) {}

  private name(userId: number) {
    return repo.userName(this.ctx.db, userId).catch(() => '');
  }

  private async safely(work: () => Promise<unknown>, what: string) {
    try {
      await work();
    } catch (err) {
      this.ctx.log.warn({ err, what }, 'notification mail not queued');
    }
  }

  /** An account ready to use: registered active, or activated by its OTP. */
  welcome(userId: number) {
    return this.safely(async () => {
      const mail = MAIL_TEMPLATES.welcome({
        name: await this.name(userId),
        portalUrl: this.ctx.config.portalUrl,
      });
      await notify(this.ctx, { userId, kind: 'welcome', event: 'account.welcome', mail });
    }, 'welcome');
  }

  async docketCreated(exporterId: number, docketNo: string, orders: number) {
    await emitWebhook(this.ctx, {
      type: 'docket.created',
      key: `docket.created:${docketNo}`,
      exporterId,
      data: { docketNo, exporterId, orders },
    });
    return this.safely(async () => {
      const mail = MAIL_TEMPLATES.docketCreated({
        name: await this.name(exporterId),
        docketNo,
        orders,
        portalUrl: this.ctx.config.portalUrl,
      });
      await notify(this.ctx, {
        userId: exporterId,
        kind: 'docket-created',
        event: `docket.created:${docketNo}`,
        mail,
      });
    }, 'docket-created');
  }

  /** A docket known by its number only (a bulk upload's result): its owner gets the mail. */
  docketCreatedByNo(docketNo: string, orders: number) {
    return this.safely(async () => {
      const userId = await repo.docketOwner(this.ctx.db, docketNo);
      if (userId) await this.docketCreated(userId, docketNo, orders);
    }, 'docket-created');
  }

  /** A pickup asked for on a day; a moved date is a new event (a new mail). */
  pickupScheduled(docketNo: string, pickupDate: string) {
    return this.safely(async () => {
      const userId = await repo.docketOwner(this.ctx.db, docketNo);
      if (!userId) return;
      await emitWebhook(this.ctx, {
        type: 'pickup.updated',
        key: `pickup.updated:${docketNo}:Scheduled:${pickupDate}`,
        exporterId: userId,
        data: { docketNo, status: 'Scheduled', pickupDate },
      });
      const mail = MAIL_TEMPLATES.pickupScheduled({ name: await this.name(userId), docketNo, pickupDate });
      await notify(this.ctx, {
        userId,
        kind: 'pickup-scheduled',
        event: `pickup.scheduled:${docketNo}:${pickupDate}`,
        mail,
      });
    }, 'pickup-scheduled');
  }

  /** `at`: when it was marked (set back to Scheduled and picked up again is a new change). */
  pickupDone(docketNo: string, at = Date.now()) {
    return this.safely(async () => {
      const userId = await repo.docketOwner(this.ctx.db, docketNo);
      if (!userId) return;
      await emitWebhook(this.ctx, {
        type: 'pickup.updated',
        key: `pickup.updated:${docketNo}:Picked Up:${at}`,
        exporterId: userId,
        data: { docketNo, status: 'Picked Up', pickupDate: null },
      });
      const mail = MAIL_TEMPLATES.pickupDone({ name: await this.name(userId), docketNo });
      await notify(this.ctx, { userId, kind: 'pickup-done', event: `pickup.done:${docketNo}`, mail });
    }, 'pickup-done');
  }

  /** `since`: when the claim last changed, so a status reached again (after more documents) mails again. */
  async claimStatus(userId: number, refNo: string, status: string, since: number) {
    await emitWebhook(this.ctx, {
      type: 'claim.updated',
      key: `claim.updated:${refNo}:${status}:${since}`,
      exporterId: userId,
      data: { refNo, status, updatedAt: since },
    });
    return this.safely(async () => {
      const mail = MAIL_TEMPLATES.claimStatus({
        name: await this.name(userId),
        refNo,
        status,
        portalUrl: this.ctx.config.portalUrl,
      });
      await notify(this.ctx, {
        userId,
        kind: 'claim-status',
        event: `claim.status:${refNo}:${status}:${since}`,
        mail,
      });
    }, 'claim-status');
  }

  /** The receipt of a verified payment, the tax invoice PDF attached by its storage key. */
  paymentReceipt(
    userId: number,
    p: { orderId: string; total: number; description: string; invoiceNo: string },
    invoice: { fileName: string; key: string },
  ) {
    return this.safely(async () => {
      const mail = MAIL_TEMPLATES.paymentReceipt({
        name: await this.name(userId),
        orderId: p.orderId,
        amount: `Rs. ${formatInr(p.total, false)}`,
        description: p.description,
        invoiceNo: p.invoiceNo,
      });
      await notify(this.ctx, {
        userId,
        kind: 'payment-receipt',
        event: `payment.verified:${p.orderId}`,
        mail,
        attachments: [{ ...invoice, contentType: 'application/pdf' }],
      });
    }, 'payment-receipt');
  }

  /**
   * `answerId`: the comment that answered, so each answer mails once. A ticket raised while signed
   * in goes to that user (and their Settings); one raised from the open helpdesk form, to its e-mail.
   */
  ticketAnswered(
    to: { userId: number | null; email: string; name: string },
    ticketRef: string,
    answerId: string,
    answer: string,
  ) {
    return this.safely(async () => {
      const event = `ticket.answered:${ticketRef}:${answerId}`;
      if (to.userId) {
        const mail = MAIL_TEMPLATES.ticketAnswered({ name: await this.name(to.userId), ticketRef, answer });
        await notify(this.ctx, { userId: to.userId, kind: 'ticket-answered', event, mail });
        return;
      }
      if (!to.email) return;
      const mail = MAIL_TEMPLATES.ticketAnswered({ name: to.name, ticketRef, answer });
      await queueMail(this.ctx, { kind: 'ticket-answered', to: to.email, ...mail }, `${event}:guest`);
    }, 'ticket-answered');
  }
}
