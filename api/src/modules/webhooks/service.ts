/**
 * Webhooks (issue 26): an exporter admin's endpoints (a CHA's, for a linked exporter), the events
 * each wants, a signing secret shown once, a test event, the delivery log and redelivery. Other
 * areas and the workers call `emitWebhook` after their transaction committed: one event row per
 * change (its key), one delivery per subscribed endpoint, each a `webhook-delivery` job whose id is
 * the delivery's. `deliverWebhook` is that job's work (workers/src/processors/webhook-delivery.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  MAIL_TEMPLATES,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_MSG,
  WEBHOOK_SAMPLE_DATA,
  formatDateDMY,
  isCha,
  isExporterAdmin,
  type TokenClaims,
  type WebhookEndpointInput,
  type WebhookEventData,
  type WebhookEventType,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { queueMail } from '../mail/service';
import { linkedExporters } from '../orders/accounts';
import { checkResolved, checkUrl, postSigned, type PostOutcome } from './delivery';
import * as repo from './repo';

/**
 * What emitting and delivering need: the API's context and the workers' both fit. `events`: the
 * live socket, where each event also goes as a `webhook` message (`exportdesk listen` forwards it).
 */
export type WebhookCtx = Pick<AppContext, 'db' | 'queues' | 'log'> & {
  config: Pick<AppContext['config'], 'webhooks' | 'portalUrl'>;
  events?: Pick<AppContext['events'], 'toUser'>;
};

/** The socket message carrying an event's envelope to the account's open sessions. */
export const WEBHOOK_SOCKET_EVENT = 'webhook';
type Ctx = WebhookCtx;
type Viewer = Pick<TokenClaims, 'userId' | 'userType' | 'roles'>;

const token = (prefix: string, bytes: number) => `${prefix}_${randomBytes(bytes).toString('hex')}`;
const DELIVERY_LOG_MAX = 100;

/** Endpoint as the owner sees it: never the secret again. */
const shown = (e: repo.EndpointRow) => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  enabled: e.enabled,
  exporterId: e.exporterUserId,
  failingSince: e.failingSince,
  disabledAt: e.disabledAt,
  createdAt: e.createdAt,
});
export type WebhookEndpointView = ReturnType<typeof shown>;

/** Queues one delivery's job: the delivery id is the job id, so adding it twice adds nothing. */
async function queueDelivery(ctx: Ctx, deliveryId: string): Promise<void> {
  const w = ctx.config.webhooks;
  await ctx.queues
    .get<{ deliveryId: string }>('webhook-delivery')
    .add(
      { deliveryId },
      { jobId: deliveryId, attempts: w.attempts, backoff: { type: 'exponential', delay: w.backoffMs } },
    );
}

export interface EmitInput<T extends WebhookEventType> {
  type: T;
  /** Unique per change (e.g. `docket.created:<docketNo>`): a second emit of it does nothing. */
  key: string;
  /** Whose event: that exporter's endpoints receive it (else the owner of `docketNo`). */
  exporterId?: number | null;
  /** Whose event, by docket, when the caller knows only the docket number (the workers). */
  docketNo?: string;
  /**
   * The account that caused it (a bulk upload's uploader): its exporter's endpoints, and its own
   * (a CHA's upload reaches the CHA's endpoints).
   */
  actorId?: number | null;
  data: WebhookEventData<T>;
}

/**
 * Records the event once and queues a delivery per subscribed endpoint. Call it after the change
 * committed; it never throws (a webhook never fails the business action: the failure is logged).
 */
export async function emitWebhook<T extends WebhookEventType>(ctx: Ctx, e: EmitInput<T>): Promise<void> {
  try {
    const exporterId =
      e.exporterId ??
      (e.docketNo ? await repo.docketExporter(ctx.db, e.docketNo) : null) ??
      (e.actorId ? await repo.exporterOfAccount(ctx.db, e.actorId) : null);
    const subs = (await repo.subscribers(ctx.db, exporterId, e.actorId ?? null)).filter((s) =>
      s.events.includes(e.type),
    );
    const id = token('evt', 12);
    const first = await repo.insertEventOnce(ctx.db, {
      id,
      key: e.key,
      type: e.type,
      exporterId,
      data: e.data,
      createdAt: Date.now(),
    });
    if (!first) return;
    if (ctx.events) {
      const envelope = { id, type: e.type, created: Math.floor(Date.now() / 1000), data: e.data };
      const to = new Set(await repo.audience(ctx.db, exporterId, e.actorId ?? null));
      for (const userId of to) ctx.events.toUser(userId, WEBHOOK_SOCKET_EVENT, envelope);
    }
    if (!subs.length) return;
    const rows = subs.map((s) => ({ id: token('whd', 12), eventId: id, endpointId: s.id }));
    await repo.insertDeliveries(ctx.db, rows);
    for (const r of rows) await queueDelivery(ctx, r.id);
  } catch (err) {
    ctx.log.warn({ err, type: e.type, key: e.key }, 'webhook event not queued');
  }
}

/** The body POSTed for an event: the envelope of core's WEBHOOK_EVENT_SCHEMAS. */
export const eventBody = (ev: repo.EventRow) =>
  JSON.stringify({ id: ev.id, type: ev.type, created: Math.floor(ev.createdAt / 1000), data: ev.data });

export type DeliveryOutcome = PostOutcome | { skipped: string };

/**
 * One try of a delivery. A delivery already succeeded is never posted again (a job re-run after a
 * worker died between recording the success and acking the job); the success is written before
 * this returns, so before Bull acks. A failed try throws, so Bull retries with its backoff.
 */
export async function deliverWebhook(ctx: Ctx, deliveryId: string, final: boolean): Promise<DeliveryOutcome> {
  const d = await repo.deliveryById(ctx.db, deliveryId);
  if (!d) return { skipped: 'no such delivery' };
  if (d.status === 'succeeded') return { skipped: 'delivered already' };
  const endpoint = await repo.endpointById(ctx.db, d.endpointId);
  if (!endpoint) return { skipped: 'endpoint removed' };
  if (!endpoint.enabled) return { skipped: 'endpoint disabled' };
  const ev = await repo.eventById(ctx.db, d.eventId);
  if (!ev) return { skipped: 'no such event' };
  const w = ctx.config.webhooks;
  const outcome = await postSigned(endpoint.url, endpoint.secret, eventBody(ev), {
    timeoutMs: w.timeoutMs,
    allowPrivate: w.allowPrivate,
  });
  const at = Date.now();
  await repo.recordAttempt(ctx.db, deliveryId, { ...outcome, final, at });
  // Only a change of the streak is written (a healthy endpoint's success writes nothing more).
  if (outcome.ok === (endpoint.failingSince !== null))
    await repo.markEndpointOutcome(ctx.db, endpoint.id, outcome.ok, at);
  if (outcome.ok) return outcome;
  const since = endpoint.failingSince ?? at;
  if (at - since >= w.disableAfterMs && (await repo.disableEndpoint(ctx.db, endpoint.id, at)))
    await mailDisabled(ctx, endpoint, since, outcome.error ?? `HTTP ${outcome.responseCode}`);
  throw new Error(outcome.error ?? `HTTP ${outcome.responseCode}`);
}

async function mailDisabled(ctx: Ctx, e: repo.EndpointRow, since: number, lastError: string) {
  try {
    const owner = await repo.userContact(ctx.db, e.ownerUserId);
    if (!owner?.email) return;
    const mail = MAIL_TEMPLATES.webhookDisabled({
      name: owner.name,
      url: e.url,
      since: formatDateDMY(new Date(since + 330 * 60_000)),
      lastError,
      portalUrl: ctx.config.portalUrl,
    });
    await queueMail(
      ctx,
      { kind: 'webhook-disabled', to: owner.email, ...mail },
      `webhook.disabled:${e.id}:u${e.ownerUserId}`,
    );
  } catch (err) {
    ctx.log.warn({ err, endpointId: e.id }, 'webhook-disabled mail not queued');
  }
}

export class WebhooksService {
  constructor(private readonly ctx: Ctx) {}

  private async own(user: Viewer, id: number): Promise<repo.EndpointRow> {
    const e = await repo.endpointById(this.ctx.db, id);
    if (!e || e.ownerUserId !== user.userId) throw notFound(WEBHOOK_MSG.notFound);
    return e;
  }

  /** The exporter whose events a new endpoint receives: the admin's own, a CHA's linked one. */
  private async exporterFor(user: Viewer, ieCode: string | undefined): Promise<number> {
    if (isExporterAdmin(user)) return user.userId;
    if (!isCha(user)) throw forbidden(WEBHOOK_MSG.notFound);
    if (!ieCode) throw invalid(WEBHOOK_MSG.chaNeedsIec);
    const e = (await linkedExporters(this.ctx.db, user.userId)).get(ieCode.toUpperCase());
    if (!e) throw forbidden(WEBHOOK_MSG.notLinked(ieCode));
    return e.id;
  }

  async list(user: Viewer): Promise<WebhookEndpointView[]> {
    return (await repo.endpointsOf(this.ctx.db, user.userId)).map(shown);
  }

  /** A new endpoint; its secret is in this answer only. */
  async create(user: Viewer, input: WebhookEndpointInput) {
    const allowPrivate = this.ctx.config.webhooks.allowPrivate;
    const url = checkUrl(input.url, allowPrivate);
    await checkResolved(url, allowPrivate);
    const exporterUserId = await this.exporterFor(user, input.ieCode);
    if ((await repo.endpointsOf(this.ctx.db, user.userId)).length >= WEBHOOK_MAX_ENDPOINTS)
      throw conflict(WEBHOOK_MSG.tooMany);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const events = [...new Set(input.events)];
    const id = await repo.insertEndpoint(this.ctx.db, {
      ownerUserId: user.userId,
      exporterUserId,
      url: url.toString(),
      description: input.description || null,
      secret,
      events,
    });
    return { ...shown((await repo.endpointById(this.ctx.db, id))!), secret };
  }

  async remove(user: Viewer, id: number): Promise<void> {
    await this.own(user, id);
    await repo.removeEndpoint(this.ctx.db, id);
  }

  /** A test event of `type` (default the endpoint's first) to this endpoint only. */
  async test(user: Viewer, id: number, type?: WebhookEventType) {
    const e = await this.own(user, id);
    if (!e.enabled) throw conflict(WEBHOOK_MSG.disabled);
    const t = type ?? (e.events[0] as WebhookEventType);
    const eventId = token('evt', 12);
    await repo.insertEventOnce(this.ctx.db, {
      id: eventId,
      key: `test:${eventId}`,
      type: t,
      exporterId: e.exporterUserId,
      data: WEBHOOK_SAMPLE_DATA[t],
      createdAt: Date.now(),
    });
    const deliveryId = token('whd', 12);
    await repo.insertDeliveries(this.ctx.db, [{ id: deliveryId, eventId, endpointId: e.id }]);
    await queueDelivery(this.ctx, deliveryId);
    return { eventId, deliveryId, type: t };
  }

  async deliveries(user: Viewer, id: number) {
    await this.own(user, id);
    return repo.deliveriesOf(this.ctx.db, id, DELIVERY_LOG_MAX);
  }

  async delivery(user: Viewer, deliveryId: string) {
    const d = await repo.deliveryById(this.ctx.db, deliveryId);
    if (!d) throw notFound(WEBHOOK_MSG.deliveryNotFound);
    await this.own(user, d.endpointId).catch(() => {
      throw notFound(WEBHOOK_MSG.deliveryNotFound);
    });
    return { ...d, log: await repo.attemptsOf(this.ctx.db, deliveryId) };
  }

  /** The same event to the same endpoint again, as a new delivery (the log keeps the old one). */
  async redeliver(user: Viewer, deliveryId: string) {
    const d = await this.delivery(user, deliveryId);
    const e = await this.own(user, d.endpointId);
    if (!e.enabled) throw conflict(WEBHOOK_MSG.disabled);
    const id = token('whd', 12);
    await repo.insertDeliveries(this.ctx.db, [{ id, eventId: d.eventId, endpointId: d.endpointId }]);
    await queueDelivery(this.ctx, id);
    return { deliveryId: id, eventId: d.eventId };
  }
}
