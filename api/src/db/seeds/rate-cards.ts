/**
 * Rate cards for a fresh database (api/src/db/data/tariffs/README.md says what each file is).
 * Idempotent: a card that has any version is left alone, so an admin's uploads are never undone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { csvRecords, defaultRule, parseRateCard, parseZoneCard, type CarrierId } from '@exportdesk/core';
import { repoRoot } from '../../config';
import type { Db } from '../knex';
import { ZONES_SERVICE, hasAnyVersion, insertVersion, type CardLabel } from '../../modules/rates/repo';

const DATA_DIR = () => path.join(repoRoot(), 'api', 'src', 'db', 'data', 'tariffs');

const ZONED: CarrierId[] = ['aramex', 'fedex', 'xpressbees', 'delhivery'];

export const SEED_CARDS: Array<{ carrier: CarrierId; service: string; file: string; label: CardLabel }> = [
  { carrier: 'indiapost', service: 'itps', file: 'indiapost-itps-2026.csv', label: 'official' },
  { carrier: 'indiapost', service: 'ems', file: 'ems-indicative.csv', label: 'indicative' },
  { carrier: 'dhl', service: 'express', file: 'demo-dhl-express.csv', label: 'demo' },
  { carrier: 'aramex', service: 'express', file: 'demo-aramex-express.csv', label: 'demo' },
  { carrier: 'fedex', service: 'express', file: 'demo-fedex-express.csv', label: 'demo' },
  { carrier: 'xpressbees', service: 'express', file: 'demo-xpressbees-express.csv', label: 'demo' },
  { carrier: 'xpressbees', service: 'standard', file: 'demo-xpressbees-standard.csv', label: 'demo' },
  { carrier: 'delhivery', service: 'INTL_EXPRESS', file: 'demo-delhivery-INTL_EXPRESS.csv', label: 'demo' },
  { carrier: 'delhivery', service: 'INTL_ECONOMY', file: 'demo-delhivery-INTL_ECONOMY.csv', label: 'demo' },
];

/** India Post services with no published figures: empty cards, so they answer 'Not Available'. */
const EMPTY_CARDS = [
  { carrier: 'indiapost' as CarrierId, service: 'airParcel' },
  { carrier: 'indiapost' as CarrierId, service: 'airService' },
];

const read = (file: string) => csvRecords(readFileSync(path.join(DATA_DIR(), file), 'utf8'));

export async function seedRateCards(db: Db): Promise<void> {
  const zoneFile = read('demo-courier-zones.csv');
  const { zones } = parseZoneCard(zoneFile.header, zoneFile.records);
  for (const carrier of ZONED) {
    if (await hasAnyVersion(db, carrier, ZONES_SERVICE)) continue;
    const rowCount = Object.values(zones).flat().length;
    await insertVersion(db, {
      carrier,
      service: ZONES_SERVICE,
      status: 'published',
      label: 'demo',
      rule: null,
      rows: zones,
      rowCount,
      sourceName: 'demo-courier-zones.csv',
    });
  }
  for (const c of SEED_CARDS) {
    if (await hasAnyVersion(db, c.carrier, c.service)) continue;
    const { header, records } = read(c.file);
    const card = parseRateCard(header, records, ZONED.includes(c.carrier) ? Object.keys(zones) : []);
    if (card.fileError || card.errors.length)
      throw new Error(`seed ${c.file}: ${card.fileError ?? JSON.stringify(card.errors[0])}`);
    const rule = {
      ...defaultRule(c.carrier, c.service)!,
      demo: c.label === 'demo',
      indicative: c.label === 'indicative',
    };
    await insertVersion(db, {
      carrier: c.carrier,
      service: c.service,
      status: 'published',
      label: c.label,
      rule,
      rows: card.rows,
      rowCount: card.rows.length,
      sourceName: c.file,
    });
  }
  for (const c of EMPTY_CARDS) {
    if (await hasAnyVersion(db, c.carrier, c.service)) continue;
    await insertVersion(db, {
      carrier: c.carrier,
      service: c.service,
      status: 'published',
      label: 'official',
      rule: defaultRule(c.carrier, c.service)!,
      rows: [],
      rowCount: 0,
      sourceName: null,
    });
  }
}
