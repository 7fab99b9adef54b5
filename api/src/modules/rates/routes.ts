/** Thin routes: each call's address and schemas are its contract's (core/src/contracts/rates.ts). */
import { Readable } from 'node:stream';
import type { Request, RouteOptions, ServerRoute } from '@hapi/hapi';
import { RATE_CARD_CONTRACTS as cc, RATE_CONTRACTS as c } from '@exportdesk/core';
import { optionalSignIn, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { rateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import { CARD_SERVICE_MSG, type RateCardService } from './card-service';
import type { RatesService } from './service';

const userIdOf = (req: Pick<Request, 'auth'>) => (req.auth.isAuthenticated ? userOf(req).userId : undefined);
/** The calculator is reachable from the public pricing link; a signed-in user's token still counts. */
const calculator = (extra: RouteOptions = {}): RouteOptions => ({ ...optionalSignIn, ...extra });

export function rateRoutes(rates: RatesService): ServerRoute[] {
  return [
    route({ contract: c.getCountries, handler: () => ok(rates.countries()) }),
    // The documented postage call is a quote too: the same per-user/address count.
    route({
      contract: c.rateCalculation,
      options: calculator(rateLimit('quote')),
      handler: (req) => {
        const a = rates.rateCalculation(req.payload, userIdOf(req));
        return { ...a, message: a.msg, data: a };
      },
    }),
    route({
      contract: c.dhl,
      options: calculator(),
      handler: (req) => {
        const a = rates.dhl(req.payload.countryName, req.payload.weights);
        return { ...a, data: a.ratesdata };
      },
    }),
    route({
      contract: c.aramex,
      options: calculator(),
      handler: (req) => rates.aramex(req.payload.countryCode, req.payload.weight),
    }),
    route({ contract: c.fedex, options: calculator(), handler: (req) => rates.fedex(req.payload) }),
    route({ contract: c.delhivery, options: calculator(), handler: (req) => rates.delhivery(req.payload) }),
    route({ contract: c.xpressbees, options: calculator(), handler: (req) => rates.xpressbees(req.payload) }),
    route({
      contract: c.quote,
      options: calculator(rateLimit('quote')),
      // the envelope's JSON bytes, made once per question (the service keeps them)
      handler: (req, h) => {
        const json = rates.quoteAnswer(req.payload, userIdOf(req), (q) => JSON.stringify(ok(q)));
        return h.response(json).type('application/json');
      },
    }),
    route({
      contract: c.quoteBatch,
      options: { payload: { maxBytes: 8 * 1024 * 1024 }, ...rateLimit('quoteBatch') },
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
  return [
    route({ contract: cc.cards, handler: async (req) => ok(await cards.list(req.query)) }),
    route({ contract: cc.card, handler: async (req) => ok(await cards.get(req.params.id)) }),
    route({
      contract: cc.preview,
      options: { payload: { maxBytes: 8 * 1024 * 1024 } },
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
      contract: cc.publish,
      handler: async (req) => ok(await cards.publish(req.payload.id), CARD_SERVICE_MSG.published),
    }),
    route({
      contract: cc.restore,
      handler: async (req) =>
        ok(await cards.restore(req.payload.id, userOf(req).userId), CARD_SERVICE_MSG.restored),
    }),
  ];
}

/** The user's EMS tier, and where billing or a super admin records a month's EMS revenue. */
export function emsRevenueRoutes(rates: RatesService): ServerRoute[] {
  return [
    route({ contract: c.emsTier, handler: (req) => ok(rates.emsTier(userOf(req).userId)) }),
    route({
      contract: c.emsRevenue,
      handler: async (req) => {
        const p = req.payload;
        return ok(await rates.setEmsRevenue(p.userId, p.month, p.amountInr), 'EMS revenue saved.');
      },
    }),
  ];
}
