/**
 * Thin routes: the spec's import calls (000 §7, 001 §7 "processebay and processamazon: the file
 * form"), a browser form (field `file`) or a raw body named by ?fileName= (the CLI). 202: the rows
 * are checked by the bulk-upload job, whose progress and row report the bulk upload page shows.
 */
import type { ServerRoute } from '@hapi/hapi';
import { ORDER_LIMITS, MARKETPLACE_MSG, type MarketplaceSource } from '@exportdesk/core';
import { z } from 'zod';
import { invalid } from '../../errors';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { MarketplaceService } from './service';

const v1 = '/api/v1';
const importQuery = z.object({
  fileName: z.string().trim().min(1).max(200).optional(),
  force: z.string().max(5).optional(),
  itemWeight: z.coerce.number().optional(),
});

const fileUpload = {
  ...guarded('orders.push'),
  payload: {
    maxBytes: ORDER_LIMITS.bulkMaxBytes,
    output: 'data' as const,
    parse: true,
    multipart: { output: 'annotated' as const },
    allow: [
      'application/octet-stream',
      'multipart/form-data',
      'text/plain',
      'text/csv',
      'text/tab-separated-values',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-excel',
    ],
  },
};

const field = (payload: unknown, name: string): unknown =>
  payload && typeof payload === 'object' && !Buffer.isBuffer(payload)
    ? (payload as Record<string, unknown>)[name]
    : undefined;

function fileOf(payload: unknown, queryName?: string): { fileName: string; data: Buffer } {
  if (Buffer.isBuffer(payload)) return { fileName: queryName ?? '', data: payload };
  if (typeof payload === 'string') return { fileName: queryName ?? '', data: Buffer.from(payload) };
  const f = field(payload, 'file') as { filename?: string; payload?: unknown } | undefined;
  if (f && Buffer.isBuffer(f.payload)) return { fileName: f.filename ?? queryName ?? '', data: f.payload };
  throw invalid('Please choose a file to upload.');
}

const PATHS: Record<MarketplaceSource, string> = {
  amazon: `${v1}/amazon/processamazon`,
  ebay: `${v1}/ebay/processebay`,
  shopify: `${v1}/save/importShopifyOrder`,
};

export function marketplaceRoutes(svc: MarketplaceService): ServerRoute[] {
  return (Object.keys(PATHS) as MarketplaceSource[]).map((source) =>
    route({
      method: 'POST',
      path: PATHS[source],
      options: fileUpload,
      query: importQuery,
      handler: async (req, h) => {
        const { fileName, data } = fileOf(req.payload, req.query.fileName);
        const force = [field(req.payload, 'force'), req.query.force].some(
          (f) => String(f).toLowerCase() === 'true',
        );
        const w = field(req.payload, 'itemWeight') ?? req.query.itemWeight;
        const itemWeightGrams = w === undefined || w === '' ? undefined : Number(w);
        const r = await svc.import(userOf(req), source, fileName, data, { force, itemWeightGrams });
        return h.response(ok(r, MARKETPLACE_MSG.received, r)).code(202);
      },
    }),
  );
}
