/**
 * Thin routes: the spec's import calls (000 §7, 001 §7 "processebay and processamazon: the file
 * form"), a browser form (field `file`) or a raw body named by ?fileName= (the CLI). 202: the rows
 * are checked by the bulk-upload job, whose progress and row report the bulk upload page shows.
 */
import type { ServerRoute } from '@hapi/hapi';
import {
  MARKETPLACE_CONTRACTS,
  MARKETPLACE_MSG,
  MARKETPLACE_SOURCES,
  ORDER_LIMITS,
  type MarketplaceSource,
} from '@exportdesk/core';
import { invalid } from '../../errors';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { uploadPayload, WORKBOOK_TYPES } from '../../http/upload';
import type { MarketplaceService } from './service';

const fileUpload = {
  payload: uploadPayload(ORDER_LIMITS.bulkMaxBytes, [
    ...WORKBOOK_TYPES,
    'text/plain',
    'text/csv',
    'text/tab-separated-values',
  ]),
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

export function marketplaceRoutes(svc: MarketplaceService): ServerRoute[] {
  return MARKETPLACE_SOURCES.map((source: MarketplaceSource) =>
    route({
      contract: MARKETPLACE_CONTRACTS[source],
      options: fileUpload,
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
