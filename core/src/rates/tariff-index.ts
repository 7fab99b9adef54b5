import { findCountry } from './countries';
import { DEFAULT_SERVICE_RULES } from './services';
import type { RateCard, ServiceRule, TariffBook, TariffRow } from './types';
import type { CarrierId } from '../carriers/vocabulary';

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

interface IndexedCard {
  rule: ServiceRule;
  version?: number;
  rows: Map<string, TariffRow>;
}

/**
 * A tariff book compiled for lookups: built once per published revision, then every quote is
 * a few Map reads (the quote path never touches a database).
 */
export class TariffIndex {
  readonly revision: number;
  readonly cards: readonly IndexedCard[];
  private readonly byService = new Map<string, IndexedCard>();
  private readonly zoneOf = new Map<CarrierId, Map<string, string>>();

  constructor(book: TariffBook) {
    this.revision = book.revision;
    // Services in the product's order (India Post's four, then the couriers), new ones last.
    const order = (c: RateCard) => {
      const i = DEFAULT_SERVICE_RULES.findIndex(
        (r) => r.carrier === c.rule.carrier && r.service === c.rule.service,
      );
      return i < 0 ? DEFAULT_SERVICE_RULES.length : i;
    };
    this.cards = [...book.cards]
      .sort((a, b) => order(a) - order(b))
      .map((card: RateCard) => {
        const rows = new Map<string, TariffRow>();
        for (const row of card.rows) rows.set(destinationKey(row.destination), row);
        return { rule: card.rule, version: card.version, rows };
      });
    for (const card of this.cards) this.byService.set(`${card.rule.carrier}|${card.rule.service}`, card);
    for (const zm of book.zoneMaps) {
      const map = new Map<string, string>();
      for (const [zone, countries] of Object.entries(zm.zones)) {
        for (const c of countries) map.set(destinationKey(c), zone);
      }
      this.zoneOf.set(zm.carrier, map);
    }
  }

  /** Every service the book knows, in the book's order. */
  services(carrier?: CarrierId): ServiceRule[] {
    return this.cards.filter((c) => !carrier || c.rule.carrier === carrier).map((c) => c.rule);
  }

  card(carrier: CarrierId, service: string): IndexedCard | undefined {
    return this.byService.get(`${carrier}|${service}`);
  }

  /** The row for a country: its own row first, else the row of the carrier's zone for it. */
  row(carrier: CarrierId, service: string, country: string): TariffRow | undefined {
    const card = this.card(carrier, service);
    if (!card) return undefined;
    const key = destinationKey(country);
    const own = card.rows.get(key);
    if (own) return own;
    const zone = this.zoneOf.get(carrier)?.get(key);
    return zone === undefined ? undefined : card.rows.get(norm(zone));
  }
}

/** Countries key by their product name so aliases in uploads ("Great Britain (UK)") still match. */
function destinationKey(destination: string): string {
  return norm(findCountry(destination)?.country ?? destination);
}
