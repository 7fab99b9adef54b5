/**
 * Its own file: the admin rate cards, a service apart from quotes (service.ts).
 * Admin "Rate Upload": preview (a draft with its row errors), publish, list versions, restore.
 * A bad file is refused whole and nothing is stored; a card with row errors is never published.
 */
import {
  defaultRule,
  parseRateCard,
  parseZoneCard,
  type CardRowError,
  type RateCardUpload,
  type ServiceRule,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { conflict, invalid, notFound } from '../../errors';
import { WORKBOOK_LIMITS, type WorkbookLimits } from '@exportdesk/workbook';
import type { TariffCache } from './cache';
import * as repo from './repo';
import { readSheet } from './spreadsheet';

export const CARD_SERVICE_MSG = {
  notFound: 'Rate card version not found.',
  notDraft: 'Only a previewed draft can be published.',
  hasErrors: 'Fix the rows with errors before publishing.',
  alreadyPublished: 'This version is already published.',
  draftNotRestorable: 'A draft cannot be restored; publish it instead.',
  unknownService: 'Unknown service: give the rule a label to add a new service.',
  published: 'Rate card published.',
  restored: 'Rate card restored.',
  preview: 'Preview ready.',
} as const;

/** Throws the domain errors of api/src/errors.ts (http/errors.ts maps them to statuses). */
export class RateCardService {
  constructor(
    private readonly db: Db,
    private readonly cache: TariffCache,
    private readonly announce: () => Promise<void>,
    private readonly workbookLimits: WorkbookLimits = WORKBOOK_LIMITS,
  ) {}

  async preview(input: RateCardUpload, userId: number) {
    const sheet = await readSheet(input.fileName, Buffer.from(input.base64, 'base64'), this.workbookLimits);
    if ('error' in sheet) throw invalid(sheet.error);
    const isZones = input.service === repo.ZONES_SERVICE;
    let rule: ServiceRule | null = null;
    let parsed: { rows: repo.NewCard['rows']; errors: CardRowError[]; fileError?: string; rowCount: number };
    if (isZones) {
      const z = parseZoneCard(sheet.header, sheet.records);
      parsed = {
        rows: z.zones,
        errors: z.errors,
        fileError: z.fileError,
        rowCount: Object.values(z.zones).flat().length,
      };
    } else {
      rule = this.ruleFor(input);
      const zones = await repo.publishedZoneNames(this.db, input.carrier);
      const c = parseRateCard(sheet.header, sheet.records, zones);
      parsed = { rows: c.rows, errors: c.errors, fileError: c.fileError, rowCount: c.rows.length };
    }
    if (parsed.fileError) throw invalid(parsed.fileError);
    const id = await repo.insertVersion(this.db, {
      carrier: input.carrier,
      service: input.service,
      status: 'draft',
      label: input.label,
      rule,
      rows: parsed.rows,
      rowCount: parsed.rowCount,
      errors: parsed.errors,
      sourceName: input.fileName,
      createdBy: userId,
    });
    const draft = (await repo.getVersion(this.db, id))!;
    return {
      ...draft,
      rows: undefined,
      sample: Array.isArray(draft.rows) ? draft.rows.slice(0, 20) : draft.rows,
      publishable: !parsed.errors.length,
    };
  }

  private ruleFor(input: RateCardUpload): ServiceRule {
    const base = defaultRule(input.carrier, input.service);
    if (!base && !input.rule?.label) throw invalid(CARD_SERVICE_MSG.unknownService);
    const fallback: ServiceRule = {
      carrier: input.carrier,
      service: input.service,
      label: input.rule?.label ?? input.service,
      chargeable: 'volumetric',
      volumetricDivisor: 5,
      defaultMaxGrams: 30_000,
      gstRate: 0.18,
      deliveryTime: '',
      tracking: true,
      demo: false,
      indicative: false,
    };
    const rule = { ...(base ?? fallback), ...(input.rule ?? {}) };
    return { ...rule, demo: input.label === 'demo', indicative: input.label === 'indicative' };
  }

  async publish(id: number) {
    const v = await repo.getVersion(this.db, id);
    if (!v) throw notFound(CARD_SERVICE_MSG.notFound);
    if (v.status !== 'draft') throw conflict(CARD_SERVICE_MSG.notDraft);
    if (v.errors.length) throw invalid(CARD_SERVICE_MSG.hasErrors);
    await repo.publishDraft(this.db, id);
    await this.announce();
    return this.summary(id);
  }

  /** Restoring copies an old version into a new published one, so history only grows. */
  async restore(id: number, userId: number) {
    const v = await repo.getVersion(this.db, id);
    if (!v) throw notFound(CARD_SERVICE_MSG.notFound);
    if (v.status === 'draft') throw conflict(CARD_SERVICE_MSG.draftNotRestorable);
    if (v.status === 'published') throw conflict(CARD_SERVICE_MSG.alreadyPublished);
    const newId = await repo.insertVersion(this.db, {
      carrier: v.carrier,
      service: v.service,
      status: 'published',
      label: v.label,
      rule: v.rule,
      rows: v.rows,
      rowCount: v.rowCount,
      sourceName: v.sourceName,
      restoredFrom: v.id,
      createdBy: userId,
    });
    await this.announce();
    return this.summary(newId);
  }

  list(filter: { carrier?: string; service?: string }) {
    return repo.listVersions(this.db, filter);
  }

  async get(id: number) {
    const v = await repo.getVersion(this.db, id);
    if (!v) throw notFound(CARD_SERVICE_MSG.notFound);
    return v;
  }

  private async summary(id: number) {
    const v = (await repo.getVersion(this.db, id))!;
    return { ...v, rows: undefined, revision: this.cache.value().revision };
  }
}
