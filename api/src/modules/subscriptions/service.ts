/**
 * Subscriptions (issue 14; 002 §4, §6, §9): the plan an exporter holds and its state, subscribePlan
 * (decides with core's decideChange, then opens a payment order: the plan changes only when that
 * payment is verified), the wallet, the transactions, the GST tax invoices and the plan guard.
 */
import {
  EXPIRY_REMINDER_DAYS,
  PLANS,
  PLAN_MSG,
  USER_TYPE,
  cycleEnd,
  formatDateDMY,
  decideChange,
  featureDenial,
  featuresOf,
  invoiceNoFromPath,
  isPremiumPlanId,
  isSuperAdmin,
  planById,
  planName,
  proratedUpgrade,
  subscriptionState,
  type PlanFeature,
  type SubscribePlanInput,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import type { Queues } from '../../lib/queue';
import { queueMail } from '../mail/service';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import type { PaymentsService } from '../payments/service';
import { taxInvoicePdf, invoiceFileName, type SupplierInfo } from './invoice-pdf';
import * as repo from './repo';

const DAY = 86_400_000;

/** For the payments area's receipt mail: a tax invoice by its number. */
export const invoiceByNo = (db: Db, invoiceNo: string) => repo.invoiceByNo(db, invoiceNo);

export interface User {
  userId: number;
  userType: number;
  roles?: string[];
}

export class SubscriptionsService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentsService,
    private readonly supplier: SupplierInfo,
    private readonly plansEmail: string,
    /** A staging site on sandbox drivers: its tax invoices are marked SPECIMEN (issue 23). */
    private readonly specimenInvoices = false,
  ) {}

  /** Whose plan a user works under: an exporter user's is their admin's (per IE code). */
  async holderOf(user: User): Promise<number | null> {
    if (user.userType === USER_TYPE.EXPORTER_ADMIN) return user.userId;
    if (user.userType === USER_TYPE.EXPORTER_USER) {
      const me = await repo.accountOf(this.db, user.userId);
      return me?.parentUserId ?? null;
    }
    return null;
  }

  /** The plan, its state (trial → active → expiring → expired), features and what comes next. */
  async current(user: User, at = Date.now()) {
    const holder = await this.holderOf(user);
    if (holder === null)
      return { holder: null, state: 'none' as const, plan: null, planName: null, next: [], features: [] };
    return this.currentOf(holder, at);
  }

  async currentOf(holder: number, at = Date.now()) {
    const row = await repo.currentOrLast(this.db, holder, at);
    const plan = row ? repo.toSub(row) : null;
    const state = subscriptionState(plan, at);
    const next = (await repo.scheduled(this.db, holder, at)).map(repo.toSub);
    // The month in IST: limits count from the 1st.
    const ist = new Date(at + 19_800_000);
    const monthStart = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 19_800_000;
    const used = await repo.usage(this.db, holder, monthStart);
    const tier = plan && state !== 'expired' ? (planById(plan.planId)?.plan ?? null) : null;
    const premiumLike = !!plan && state !== 'expired' && !tier; // trial, custom: premium's limits
    const limits = tier?.limits ?? (premiumLike ? PLANS[2]!.limits : PLANS[0]!.limits);
    return {
      usage: { ...used, ordersLimit: limits.ordersPerMonth, usersLimit: limits.users },
      holder,
      state,
      plan,
      planName: plan ? planName(plan.planId) : null,
      premium: !!plan && state !== 'expired' && isPremiumPlanId(plan.planId),
      next: next.map((n) => ({ ...n, planName: planName(n.planId) })),
      features: state === 'expired' || !plan ? featuresOf(null) : featuresOf(plan.planId),
    };
  }

  /** The plan guard: throws 403 with the spec's words when the holder's plan lacks the feature. */
  async requireFeature(user: User, feature: PlanFeature, at = Date.now()) {
    if (user.userType === USER_TYPE.ADMIN) return;
    const holder = await this.holderOf(user);
    if (holder === null) return; // CHAs and others: checked per exporter where they act for one
    const row = await repo.currentOrLast(this.db, holder, at);
    const denial = featureDenial(row ? repo.toSub(row) : null, feature, at);
    if (denial) throw forbidden(denial, { feature });
  }

  /**
   * subscribePlan (002 §7). Without isChangePlan, a holder of a live paid plan gets 'You have
   * already subscribed to this Plan.' with `data.change` (upgrade/downgrade/equal), which opens the
   * change dialog; the dialog resends with isChangePlan (and userRes for an upgrade).
   */
  async subscribe(user: User, input: SubscribePlanInput, at = Date.now()) {
    const holder = user.userType === USER_TYPE.EXPORTER_ADMIN ? user.userId : null;
    const row = holder ? await repo.currentOrLast(this.db, holder, at) : undefined;
    const current = row ? repo.toSub(row) : null;
    const d = decideChange(
      { userType: user.userType, current, newPlanId: input.planId, now: at },
      this.plansEmail,
    );
    if (!d.ok) {
      if (d.reason === 'role' || d.reason === 'custom') throw forbidden(d.message);
      if (d.reason === 'equal') throw conflict(d.message, { change: 'equal' });
      throw invalid(d.message);
    }
    const target = planById(input.planId)!;
    if (Math.abs(input.planAmount - d.newAmount) > 0.001) throw invalid(PLAN_MSG.wrongAmount);
    if (d.kind !== 'new' && !input.isChangePlan)
      throw conflict(PLAN_MSG.alreadySubscribed, { change: d.kind });
    if (d.kind === 'upgrade' && !input.userRes)
      throw invalid('Please choose Yes or Next Month.', { change: d.kind });

    const base = { planId: input.planId, planType: target.period, planAmount: d.newAmount };
    const label = `${planName(input.planId)} plan`;
    let taxable = d.newAmount;
    let detail;
    if (d.kind === 'new') {
      detail = {
        ...base,
        startsAt: at,
        endsAt: cycleEnd(input.planId, at),
        description: `${label} subscription`,
      };
    } else if (d.kind === 'upgrade' && input.userRes === 'Yes') {
      // Pay now: the difference for the rest of the cycle; the new plan runs to the current end.
      taxable = proratedUpgrade(current!, input.planId, d.newAmount, at);
      detail = {
        ...base,
        startsAt: at,
        endsAt: current!.endDate,
        supersedeId: current!.id,
        description: `Upgrade to ${label} for the rest of the cycle`,
      };
    } else {
      // Upgrade from next month/year, or a downgrade: "the current plan stays until the billing cycle ends".
      const start = current!.endDate;
      detail = {
        ...base,
        startsAt: start,
        endsAt: cycleEnd(input.planId, start),
        description: `${label} from ${new Date(start).toISOString().slice(0, 10)}`,
      };
    }
    const order = await this.payments.createOrder(user.userId, 'plan', taxable, {
      planId: input.planId,
      changeKind: d.kind,
      userRes: input.userRes,
      detail,
    });
    return { change: d.kind, order };
  }

  async wallet(user: User) {
    const holder = (await this.holderOf(user)) ?? user.userId;
    return { walletType: 'export', balance: await repo.walletBalance(this.db, holder) };
  }

  async transactions(user: User) {
    const holder = (await this.holderOf(user)) ?? user.userId;
    return {
      payments: await repo.paymentRows(this.db, holder),
      ledger: await repo.ledgerRows(this.db, holder),
    };
  }

  /** Own invoices; the super admin's Accounts → Tax Invoices lists everyone's (`all`). */
  async invoices(user: User, q: { all?: '0' | '1'; kind?: 'invoice' | 'credit'; search?: string }) {
    const everyone = q.all === '1' && isSuperAdmin({ userType: user.userType, roles: user.roles ?? [] });
    if (q.all === '1' && !everyone) throw forbidden('Only the super admin can list every tax invoice.');
    const holder = everyone ? null : ((await this.holderOf(user)) ?? user.userId);
    return repo.invoices(this.db, { userId: holder, kind: q.kind, search: q.search });
  }

  /** Clients & Users (super admin): each listed account's plan, state and end (trial end included). */
  async plansOf(user: User, ids: number[], at = Date.now()) {
    if (!isSuperAdmin({ userType: user.userType, roles: user.roles ?? [] }))
      throw forbidden('Only the super admin can see every plan.');
    const out: Record<number, { planName: string | null; state: string; endDate: number | null }> = {};
    for (const id of ids.slice(0, 100)) {
      const row = await repo.currentOrLast(this.db, id, at);
      const sub = row ? repo.toSub(row) : null;
      out[id] = {
        planName: sub ? planName(sub.planId) : null,
        state: subscriptionState(sub, at),
        endDate: sub?.endDate ?? null,
      };
    }
    return out;
  }

  /** getTaxInvForSubs/{no}: the number with slashes replaced by dashes; the owner or the super admin. */
  async invoicePdf(user: User, pathNo: string) {
    const no = invoiceNoFromPath(pathNo);
    if (!no) throw notFound('Invoice not found.');
    const inv = await repo.invoiceByNo(this.db, no);
    const holder = (await this.holderOf(user)) ?? user.userId;
    const admin = isSuperAdmin({ userType: user.userType, roles: user.roles ?? [] });
    if (!inv || (!admin && inv.userId !== holder)) throw notFound('Invoice not found.');
    return {
      pdf: await taxInvoicePdf(inv, this.supplier, this.specimenInvoices),
      fileName: invoiceFileName(no),
    };
  }
}

/**
 * Expiry reminders (issue 14: "e-mail 7 and 1 days before"): every plan whose end falls in the
 * day before its 7- or 1-day mark and is not followed by another plan gets one mail per mark. The
 * mail job id is `sub-reminder:<subscription>:<ends_at>:<days>`, and the outbox records a job id once, so
 * the hourly run and its retries never send a reminder twice.
 */
export async function queueExpiryReminders(
  ctx: { db: Db; queues: Queues; config: { portalUrl: string } },
  at = Date.now(),
): Promise<number> {
  let queued = 0;
  for (const days of EXPIRY_REMINDER_DAYS) {
    const rows = await repo.endingBetween(ctx.db, at + (days - 1) * DAY, at + days * DAY);
    for (const r of rows) {
      if (!r.email) continue;
      const end = formatDateDMY(new Date(Number(r.ends_at) + 19_800_000));
      const name = planName(r.plan_id);
      await queueMail(
        ctx,
        {
          kind: 'subscription-reminder',
          to: r.email,
          subject: `Your ExportDesk ${name} plan ends on ${end}`,
          text:
            `Dear ${r.name},\n\nYour ${name} plan ends on ${end} (${days === 1 ? 'tomorrow' : `in ${days} days`}). ` +
            `After that your account is read-only: documents still download, but new orders are refused.\n\n` +
            `Renew or change your plan at ${ctx.config.portalUrl.replace(/\/$/, '')}/plans\n\nExportDesk`,
        },
        // With the plan's end (ms): a subscription id comes round again on a fresh database while
        // Bull keeps the old mail job under its id (issue 23 item 9); the end does not.
        `sub-reminder:${r.id}:${r.ends_at}:${days}`,
      );
      queued += 1;
    }
  }
  return queued;
}
