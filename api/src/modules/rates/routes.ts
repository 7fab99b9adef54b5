/** Thin routes: validate with the core schema, call the service, shape the spec's answer (000 §3, §7). */
import { Readable } from 'node:stream';
import type { Lifecycle, Request, ResponseToolkit, RouteOptions, ServerRoute } from '@hapi/hapi';
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
import { guarded, optionalSignIn, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { rateLimit } from '../../http/rate-limit';
import { route, type TypedRequest } from '../../http/route';
import { CARD_SERVICE_MSG, type RateCardService } from './card-service';
import type { RatesService } from './service';
import { AnswerCache } from './answer-cache';
import type { EmsRevenueCache } from './ems-revenue';
import type { Redis } from 'ioredis';

const v1 = '/api/v1';
const userIdOf = (req: Pick<Request, 'auth'>) => (req.auth.isAuthenticated ? userOf(req).userId : undefined);
const listFilter = z.object({
  carrier: z.string().max(20).optional(),
  service: z.string().max(40).optional(),
});

/** A calculator call: optional sign-in, the payload checked with its core schema and handed on typed. */
function post<S extends z.ZodType>(
  path: string,
  schema: S,
  handler: (req: TypedRequest<S, undefined, undefined>, h: ResponseToolkit) => Lifecycle.ReturnValue,
  extra: RouteOptions = {},
): ServerRoute {
  return route({
    method: 'POST',
    path: `${v1}/${path}`,
    // The calculator is reachable from the public pricing link; a signed-in user's token still counts.
    options: { ...optionalSignIn, ...extra },
    payload: schema,
    handler,
  });
}

export function rateRoutes(rates: RatesService, answers = new AnswerCache()): ServerRoute[] {
  return [
    {
      method: 'POST',
      path: `${v1}/authentication/getCountries`,
      options: { auth: false },
      handler: () => ok(rates.countries()),
    },
    // The documented postage call is a quote too: the same per-user/address count.
    post(
      'authentication/rateCalculation',
      rateCalculationSchema,
      (req) => {
        const a = rates.rateCalculation(req.payload, userIdOf(req));
        return { ...a, message: a.msg, data: a };
      },
      rateLimit('quote'),
    ),
    post('dhl/finddhlrates', dhlRatesSchema, (req) => {
      const a = rates.dhl(req.payload.countryName, req.payload.weights);
      return { ...a, data: a.ratesdata };
    }),
    post('aramex/calculateAramexCharges', aramexChargesSchema, (req) =>
      rates.aramex(req.payload.countryCode, req.payload.weight),
    ),
    post('fedex/getShipmentRatesFedex', courierRateSchema, (req) => rates.fedex(req.payload)),
    post('delhivery/getDelhiveryRate', courierRateSchema, (req) => rates.delhivery(req.payload)),
    post('xpressbees/getXpressBeesRate', courierRateSchema, (req) => rates.xpressbees(req.payload)),
    post(
      'rates/quote',
      quoteSchema,
      // the envelope's JSON bytes, made once per question (answer-cache.ts)
      (req, h) => {
        const userId = userIdOf(req);
        const json = answers.get(rates.quoteKey(req.payload, userId), () =>
          JSON.stringify(ok(rates.quote(req.payload, userId))),
        );
        return h.response(json).type('application/json');
      },
      rateLimit('quote'),
    ),
    route({
      method: 'POST',
      path: `${v1}/rates/quote/batch`,
      options: {
        ...guarded(),
        payload: { maxBytes: 8 * 1024 * 1024 },
        ...rateLimit('quoteBatch'),
      },
      payload: quoteBatchSchema,
      handler: (req, h) => {
        const rows: Record<string, unknown>[] = req.payload.rows;
        const results = rates.batch(rows, userOf(req).userId);
        // NDJSON when asked: one line per row as it is priced, then a summary line.
        if (String(req.headers.accept ?? '').includes('application/x-ndjson')) {
          return h
            .response(Readable.from(ndjson(results, rates.revision()), { objectMode: false }))
            .type('application/x-ndjson');
        }
        const out = [...results];
        const rejected = out.filter((r) => !r.ok).length;
        return ok(
          { rows: out, summary: { rows: out.length, rejected, revision: rates.revision() } },
          batchMessage(out.length, rejected),
        );
      },
    }),
  ];
}

const batchMessage = (rows: number, rejected: number) =>
  rejected ? `${rows - rejected} of ${rows} rows priced; ${rejected} rejected.` : `${rows} rows priced.`;

function* ndjson(results: Iterable<{ ok: boolean }>, revision: number) {
  let chunk = '';
  let n = 0;
  let rejected = 0;
  for (const r of results) {
    n++;
    if (!r.ok) rejected++;
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
    route({
      method: 'GET',
      path: base,
      options: admin,
      query: listFilter,
      handler: async (req) => ok(await cards.list(req.query)),
    }),
    route({
      method: 'GET',
      path: `${base}/{id}`,
      options: admin,
      params: rateCardIdSchema,
      handler: async (req) => ok(await cards.get(req.params.id)),
    }),
    route({
      method: 'POST',
      path: `${base}/preview`,
      options: { ...admin, payload: { maxBytes: 8 * 1024 * 1024 } },
      payload: rateCardUploadSchema,
      handler: async (req) => {
        const draft = await cards.preview(req.payload, userOf(req).userId);
        return ok(
          draft,
          draft.publishable
            ? CARD_SERVICE_MSG.preview
            : `${draft.errors.length} rows have errors; fix them before publishing.`,
        );
      },
    }),
    route({
      method: 'POST',
      path: `${base}/publish`,
      options: admin,
      payload: rateCardIdSchema,
      handler: async (req) => ok(await cards.publish(req.payload.id), CARD_SERVICE_MSG.published),
    }),
    route({
      method: 'POST',
      path: `${base}/restore`,
      options: admin,
      payload: rateCardIdSchema,
      handler: async (req) =>
        ok(await cards.restore(req.payload.id, userOf(req).userId), CARD_SERVICE_MSG.restored),
    }),
  ];
}

/** The user's EMS tier, and where billing or a super admin records a month's EMS revenue. */
export function emsRevenueRoutes(rates: RatesService, ems: EmsRevenueCache, redis: Redis): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: `${v1}/rates/ems-tier`,
      options: guarded(),
      handler: (req) => ok(rates.emsTier(userOf(req).userId)),
    },
    route({
      method: 'PUT',
      path: `${v1}/rates/ems-revenue`,
      options: guarded('rates.upload'),
      payload: emsRevenueSchema,
      handler: async (req) => {
        const p = req.payload;
        return ok(await ems.set(redis, p.userId, p.month, p.amountInr), 'EMS revenue saved.');
      },
    }),
  ];
}
