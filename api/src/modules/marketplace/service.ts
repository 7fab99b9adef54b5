/**
 * Marketplace imports (001 §2.10; issue 15): a report is read (files.ts), its header checked, its
 * rows mapped to bulk rows by core, written as a bulk workbook and handed to the bulk upload
 * (orders/upload.ts) — the same job, row checks, row report and dockets. The same report twice adds
 * nothing: the duplicate-file rule runs on the report's own SHA-256, not on the workbook made from it.
 */
import { createHash } from 'node:crypto';
import {
  BULK_MSG,
  MARKETPLACE_MSG,
  marketplaceRows,
  missingColumns,
  type MarketplaceSource,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { forbidden, invalid } from '../../errors';
import { isChaType } from '../orders/accounts';
import type { BulkUploadService } from '../orders/upload';
import { bulkWorkbook, readReport } from './files';
import { defaultCarrier } from './repo';

export interface ImportUser {
  userId: number;
  userType: number;
}

/** Ours: 500 g an item when the form does not say (the reports carry no weights). */
export const DEFAULT_ITEM_WEIGHT_GRAMS = 500;

export class MarketplaceService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config'>,
    private readonly uploads: BulkUploadService,
  ) {}

  async import(
    user: ImportUser,
    source: MarketplaceSource,
    fileName: string,
    data: Buffer,
    opts: { force?: boolean; itemWeightGrams?: number } = {},
  ) {
    // "Amazon and eBay upload sections show only for non-CHA users with India Post" (001 §2.10).
    if (isChaType(user.userType)) throw forbidden(MARKETPLACE_MSG.forbidden);
    const carrier = await defaultCarrier(this.ctx.db, user.userId);
    if (carrier && carrier !== 'indiapost') throw forbidden(MARKETPLACE_MSG.forbidden);
    const weight = opts.itemWeightGrams ?? DEFAULT_ITEM_WEIGHT_GRAMS;
    if (!Number.isFinite(weight) || weight <= 0 || weight > 100_000) throw invalid(MARKETPLACE_MSG.weight);

    const table = await readReport(source, fileName, data, this.ctx.config.workbook);
    if (!table.length) throw invalid(BULK_MSG.noData);
    const missing = missingColumns(source, table[0]);
    if (missing.length) throw invalid(MARKETPLACE_MSG.changedHeader(source, missing));
    const rows = marketplaceRows(source, table, weight);
    if (!rows.length) throw invalid(BULK_MSG.noData);

    const workbook = await bulkWorkbook(rows);
    const base = fileName.replace(/\.[^.]*$/, '').slice(0, 150) || source;
    const sha256 = createHash('sha256').update(data).digest('hex');
    const r = await this.uploads.upload(user, `${base}.xlsx`, workbook, { force: opts.force, sha256 });
    return { ...r, rows: rows.length, source };
  }
}
