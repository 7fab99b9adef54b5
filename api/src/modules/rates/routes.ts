/** Thin routes: validate with the core schema, call the service, shape the spec's answer (000 §3, §7). */
import { Readable } from 'node:stream';
import type { Request, ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import {
  aramexChargesSchema,
  emsRevenueSchema,
  courierRateSchema,
  dhlRatesSchema,
  quoteBatchSchema,
  quoteSchema,
  rateCalculationSchema,
  rateCardIdSchema,
  rateCardUploadSchema,
} from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { CARD_SERVICE_MSG, type RateCardService } from './card-service';
import type { RatesService } from './service';
import type { EmsRevenueCache } from './ems-revenue';
import type { Redis } from 'ioredis';

const v1 = '/api/v1';
/** The calculator is reachable from the public pricing link; a signed-in user's token still counts. */
const optionalUser = { auth: { strategy: 'jwt', mode: 'optional' } } as const;
const userIdOf = (req: Request) => (req.auth.isAuthenticated ? userOf(req).userId : undefined);
const listFilter = z.object({ carrier: z.string().max(20).optional(), service: z.string().max(40).optional() });

export function rateRoutes(rates: RatesService): ServerRoute[] {
  const post = (path: string, schema: z.ZodType, handler: ServerRoute['handler'], extra: object = {}): ServerRoute => ({
    method: 'POST',
    path: `${v1}/${path}`,
    options: { ...optionalUser, validate: validate.payload(schema), ...extra },
    handler,
  });
  return [
    {
      method: 'POST',
      path: `${v1}/authentication/getCountries`,
      options: { auth: false },
      handler: () => ok(rates.countries()),
    },
    // The documented postage call is a quote too: the same per-user/address count.
    post('authentication/rateCalculation', rateCalculationSchema, (req) => {
      const a = rates.rateCalculation(req.payload as any, userIdOf(req));
      return { ...a, message: a.msg, data: a };
    }, rateLimit('quote')),
    post('dhl/finddhlrates', dhlRatesSchema, (req) => {
      const p = req.payload as any;
      const a = rates.dhl(p.countryName, p.weights);
      return { ...a, data: a.ratesdata };
    }),
    post('aramex/calculateAramexCharges', aramexChargesSchema, (req) => {
      const p = req.payload as any;
      return rates.aramex(p.countryCode, p.weight);
    }),
    post('fedex/getShipmentRatesFedex', courierRateSchema, (req) => rates.fedex(req.payload as any)),
    post('delhivery/getDelhiveryRate', courierRateSchema, (req) => rates.delhivery(req.payload as any)),
    post('xpressbees/getXpressBeesRate', courierRateSchema, (req) => rates.xpressbees(req.payload as any)),
    post('rates/quote', quoteSchema, (req) => ok(rates.quote(req.payload as any, userIdOf(req))), rateLimit('quote')),
    {
      method: 'POST',
      path: `${v1}/rates/quote/batch`,
      options: {
        ...guarded(),
        payload: { maxBytes: 8 * 1024 * 1024 },
        validate: validate.payload(quoteBatchSchema),
        ...rateLimit('quoteBatch'),
      },
      handler: (req, h) => {
        const rows = (req.payload as any).rows as Record<string, unknown>[];
        const results = rates.batch(rows, userOf(req).userId);
        // NDJSON when asked: one line per row as it is priced, then a summary line.
        if (String(req.headers.accept ?? '').includes('application/x-ndjson')) {
          return h.response(Readable.from(ndjson(results, rates.revision()), { objectMode: false })).type('application/x-ndjson');
        }
        const out = [...results];
        const rejected = out.filter((r) => !r.ok).length;
        return ok({ rows: out, summary: { rows: out.length, rejected, revision: rates.revision() } }, batchMessage(out.length, rejected));
      },
    },
  ];
}

const batchMessage = (rows: number, rejected: number) =>
  rejected ? `${rows - rejected} of ${rows} rows priced; ${rejected} rejected.` : `${rows} rows priced.`;

function* ndjson(results: Iterable<unknown>, revision: number) {
  let chunk = '';
  let n = 0;
  let rejected = 0;
  for (const r of results) {
    n++;
    if (!(r as any).ok) rejected++;
    chunk += JSON.stringify(r) + '\n';
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk + JSON.stringify({ summary: { rows: n, rejected, revision } }) + '\n';
}

export function rateCardRoutes(cards: RateCardService): ServerRoute[] {
  const admin = guarded('rates.upload');
  const base = `${v1}/rates/cards`;
  return [
    {
      method: 'GET',
      path: base,
      options: { ...admin, validate: validate.query(listFilter) },
      handler: async (req) => ok(await cards.list(req.query as any)),
    },
    {
      method: 'GET',
      path: `${base}/{id}`,
      options: { ...admin, validate: validate.params(rateCardIdSchema) },
      handler: async (req) => ok(await cards.get((req.params as any).id)),
    },
    {
      method: 'POST',
      path: `${base}/preview`,
      options: { ...admin, payload: { maxBytes: 8 * 1024 * 1024 }, validate: validate.payload(rateCardUploadSchema) },
      handler: async (req) => {
        const draft = await cards.preview(req.payload as any, userOf(req).userId);
        return ok(draft, draft.publishable ? CARD_SERVICE_MSG.preview : `${draft.errors.length} rows have errors; fix them before publishing.`);
      },
    },
    {
      method: 'POST',
      path: `${base}/publish`,
      options: { ...admin, validate: validate.payload(rateCardIdSchema) },
      handler: async (req) => ok(await cards.publish((req.payload as any).id), CARD_SERVICE_MSG.published),
    },
    {
      method: 'POST',
      path: `${base}/restore`,
      options: { ...admin, validate: validate.payload(rateCardIdSchema) },
      handler: async (req) => ok(await cards.restore((req.payload as any).id, userOf(req).userId), CARD_SERVICE_MSG.restored),
    },
  ];
}

/** The user's EMS tier, and where billing or a super admin records a month's EMS revenue. */
export function emsRevenueRoutes(rates: RatesService, ems: EmsRevenueCache, redis: Redis): ServerRoute[] {
  return [
    { method: 'GET', path: `${v1}/rates/ems-tier`, options: guarded(), handler: (req) => ok(rates.emsTier(userOf(req).userId)) },
    {
      method: 'PUT',
      path: `${v1}/rates/ems-revenue`,
      options: { ...guarded('rates.upload'), validate: validate.payload(emsRevenueSchema) },
      handler: async (req) => {
        const p = req.payload as { userId: number; month: string; amountInr: number };
        return ok(await ems.set(redis, p.userId, p.month, p.amountInr), 'EMS revenue saved.');
      },
    },
  ];
}
