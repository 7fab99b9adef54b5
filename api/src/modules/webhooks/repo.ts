// long-file: every knex query of webhooks in one repo (ARCHITECTURE.md): endpoints, events, deliveries, attempts.
/** Every query of webhooks (issue 26): endpoints, events (once per change), deliveries and attempts. */
import type { Db } from '../../db/knex';
import { bool, json, now } from '../../db/knex';

export interface EndpointRow {
  id: number;
  ownerUserId: number;
  exporterUserId: number;
  url: string;
  description: string | null;
  secret: string;
  events: string[];
  enabled: boolean;
  failingSince: number | null;
  disabledAt: number | null;
  createdAt: number;
}

interface EndpointDbRow {
  id: number | string;
  owner_user_id: number | string;
  exporter_user_id: number | string;
  url: string;
  description: string | null;
  secret: string;
  events: string;
  enabled: unknown;
  failing_since: number | string | null;
  disabled_at: number | string | null;
  created_at: number | string;
}

const numOrNull = (v: number | string | null) => (v === null ? null : Number(v));

const toEndpoint = (r: EndpointDbRow): EndpointRow => ({
  id: Number(r.id),
  ownerUserId: Number(r.owner_user_id),
  exporterUserId: Number(r.exporter_user_id),
  url: r.url,
  description: r.description,
  secret: r.secret,
  events: json<string[]>(r.events, []),
  enabled: bool(r.enabled),
  failingSince: numOrNull(r.failing_since),
  disabledAt: numOrNull(r.disabled_at),
  createdAt: Number(r.created_at),
});

export async function insertEndpoint(
  db: Db,
  e: {
    ownerUserId: number;
    exporterUserId: number;
    url: string;
    description: string | null;
    secret: string;
    events: string[];
  },
): Promise<number> {
  const [id] = await db('webhook_endpoints').insert({
    owner_user_id: e.ownerUserId,
    exporter_user_id: e.exporterUserId,
    url: e.url,
    description: e.description,
    secret: e.secret,
    events: JSON.stringify(e.events),
    enabled: true,
    created_at: now(),
  });
  return Number(id);
}

export async function endpointsOf(db: Db, ownerUserId: number): Promise<EndpointRow[]> {
  const rows: EndpointDbRow[] = await db('webhook_endpoints')
    .where({ owner_user_id: ownerUserId })
    .whereNull('removed_at')
    .orderBy('id');
  return rows.map(toEndpoint);
}

/** A live endpoint (removed ones are gone for every purpose but their old delivery rows). */
export async function endpointById(db: Db, id: number): Promise<EndpointRow | null> {
  const r: EndpointDbRow | undefined = await db('webhook_endpoints')
    .where({ id })
    .whereNull('removed_at')
    .first();
  return r ? toEndpoint(r) : null;
}

export async function removeEndpoint(db: Db, id: number): Promise<void> {
  await db('webhook_endpoints').where({ id }).update({ removed_at: now() });
}

/** Enabled endpoints for an exporter's events, or the account that caused them (a CHA's upload). */
export async function subscribers(
  db: Db,
  exporterId: number | null,
  actorId: number | null,
): Promise<EndpointRow[]> {
  if (exporterId === null && actorId === null) return [];
  const rows: EndpointDbRow[] = await db('webhook_endpoints')
    .whereNull('removed_at')
    .where({ enabled: true })
    .where((q) => {
      if (exporterId !== null) q.orWhere('exporter_user_id', exporterId);
      if (actorId !== null) q.orWhere('owner_user_id', actorId);
    });
  return rows.map(toEndpoint);
}

/** A success clears the failing streak; a failure starts one (kept from its first failure). */
export async function markEndpointOutcome(db: Db, id: number, ok: boolean, at: number): Promise<void> {
  if (ok) await db('webhook_endpoints').where({ id }).update({ failing_since: null });
  else await db('webhook_endpoints').where({ id }).whereNull('failing_since').update({ failing_since: at });
}

/** Disables an enabled endpoint; true for the one call that did it (so one mail goes out). */
export async function disableEndpoint(db: Db, id: number, at: number): Promise<boolean> {
  const n = await db('webhook_endpoints')
    .where({ id, enabled: true })
    .update({ enabled: false, disabled_at: at });
  return n > 0;
}

// ── events ──────────────────────────────────────────────────────────────────────────────────────

export interface EventRow {
  id: string;
  type: string;
  data: unknown;
  createdAt: number;
}

/** Inserts the event unless its key was seen (true: this call wrote it). */
export async function insertEventOnce(
  db: Db,
  e: { id: string; key: string; type: string; exporterId: number | null; data: unknown; createdAt: number },
): Promise<boolean> {
  const seen = await db('webhook_events').where({ event_key: e.key }).first('id');
  if (seen) return false;
  await db('webhook_events')
    .insert({
      id: e.id,
      event_key: e.key,
      type: e.type,
      exporter_user_id: e.exporterId,
      data: JSON.stringify(e.data),
      created_at: e.createdAt,
    })
    .onConflict('event_key')
    .ignore();
  // Two writers at once: the one whose row holds our id won.
  return !!(await db('webhook_events').where({ id: e.id }).first('id'));
}

export async function eventById(db: Db, id: string): Promise<EventRow | null> {
  const r = await db('webhook_events').where({ id }).first();
  return r
    ? { id: r.id, type: r.type, data: json<unknown>(r.data, {}), createdAt: Number(r.created_at) }
    : null;
}

// ── deliveries and attempts ────────────────────────────────────────────────────────────────────

export interface DeliveryRow {
  id: string;
  eventId: string;
  eventType: string;
  endpointId: number;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  responseCode: number | null;
  durationMs: number | null;
  error: string | null;
  lastAttemptAt: number | null;
  deliveredAt: number | null;
  createdAt: number;
}

interface DeliveryDbRow {
  id: string;
  event_id: string;
  type: string;
  endpoint_id: number | string;
  status: DeliveryRow['status'];
  attempts: number | string;
  response_code: number | string | null;
  duration_ms: number | string | null;
  error: string | null;
  last_attempt_at: number | string | null;
  delivered_at: number | string | null;
  created_at: number | string;
}

const toDelivery = (r: DeliveryDbRow): DeliveryRow => ({
  id: r.id,
  eventId: r.event_id,
  eventType: r.type,
  endpointId: Number(r.endpoint_id),
  status: r.status,
  attempts: Number(r.attempts),
  responseCode: numOrNull(r.response_code),
  durationMs: numOrNull(r.duration_ms),
  error: r.error,
  lastAttemptAt: numOrNull(r.last_attempt_at),
  deliveredAt: numOrNull(r.delivered_at),
  createdAt: Number(r.created_at),
});

const deliveries = (db: Db) =>
  db('webhook_deliveries as d').join('webhook_events as e', 'e.id', 'd.event_id').select('d.*', 'e.type');

export async function insertDeliveries(
  db: Db,
  rows: Array<{ id: string; eventId: string; endpointId: number }>,
) {
  if (!rows.length) return;
  const t = now();
  await db('webhook_deliveries').insert(
    rows.map((r) => ({
      id: r.id,
      event_id: r.eventId,
      endpoint_id: r.endpointId,
      status: 'pending',
      attempts: 0,
      created_at: t,
    })),
  );
}

export async function deliveryById(db: Db, id: string): Promise<DeliveryRow | null> {
  const r: DeliveryDbRow | undefined = await deliveries(db).where('d.id', id).first();
  return r ? toDelivery(r) : null;
}

/** The delivery log of an endpoint, newest first. */
export async function deliveriesOf(db: Db, endpointId: number, limit: number): Promise<DeliveryRow[]> {
  const rows: DeliveryDbRow[] = await deliveries(db)
    .where('d.endpoint_id', endpointId)
    .orderBy([
      { column: 'd.created_at', order: 'desc' },
      { column: 'd.id', order: 'desc' },
    ])
    .limit(limit);
  return rows.map(toDelivery);
}

/** One POST's outcome: its attempt row and the delivery's latest status, in one transaction. */
export async function recordAttempt(
  db: Db,
  deliveryId: string,
  a: {
    ok: boolean;
    final: boolean;
    responseCode: number | null;
    durationMs: number;
    error: string | null;
    at: number;
  },
): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('webhook_attempts').insert({
      delivery_id: deliveryId,
      response_code: a.responseCode,
      duration_ms: a.durationMs,
      error: a.error?.slice(0, 500) ?? null,
      at: a.at,
    });
    await trx('webhook_deliveries')
      .where({ id: deliveryId })
      .update({
        status: a.ok ? 'succeeded' : a.final ? 'failed' : 'pending',
        attempts: trx.raw('attempts + 1'),
        response_code: a.responseCode,
        duration_ms: a.durationMs,
        error: a.error?.slice(0, 500) ?? null,
        last_attempt_at: a.at,
        delivered_at: a.ok ? a.at : null,
      });
  });
}

export async function attemptsOf(db: Db, deliveryId: string) {
  const rows = await db('webhook_attempts').where({ delivery_id: deliveryId }).orderBy('id');
  return rows.map((r) => ({
    responseCode: numOrNull(r.response_code),
    durationMs: Number(r.duration_ms),
    error: r.error as string | null,
    at: Number(r.at),
  }));
}

export async function userContact(db: Db, id: number): Promise<{ name: string; email: string } | null> {
  const r = await db('users').where({ id }).first('name', 'email');
  return r ? { name: String(r.name ?? ''), email: String(r.email ?? '') } : null;
}

/** The exporter a docket belongs to. */
export async function docketExporter(db: Db, docketNo: string): Promise<number | null> {
  const d = await db('dockets').where({ docket_no: docketNo }).first('exporter_id');
  return d ? Number(d.exporter_id) : null;
}

/** The exporter an account acts for: an exporter admin itself, an exporter user its parent; else null. */
export async function exporterOfAccount(db: Db, userId: number): Promise<number | null> {
  const u = await db('users').where({ id: userId }).first('user_type', 'parent_user_id');
  if (!u) return null;
  if (Number(u.user_type) === 1) return userId;
  if (Number(u.user_type) === 3 && u.parent_user_id) return Number(u.parent_user_id);
  return null;
}

/** Who sees an event live: the exporter, the account that caused it, and the exporter's CHAs. */
export async function audience(db: Db, exporterId: number | null, actorId: number | null): Promise<number[]> {
  const ids = [exporterId, actorId].filter((v): v is number => v !== null);
  if (exporterId !== null) {
    const chas: Array<{ cha_user_id: number | string }> = await db('cha_exporters')
      .where({ exporter_user_id: exporterId })
      .select('cha_user_id');
    ids.push(...chas.map((c) => Number(c.cha_user_id)));
  }
  return ids;
}
