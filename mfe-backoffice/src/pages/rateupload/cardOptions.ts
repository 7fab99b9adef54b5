/** What the admin can pick: every carrier, its services from the engine's default rules, and its zone map. */
import {
  DEFAULT_SERVICE_RULES,
  CARRIER_IDS,
  CARRIER_NAMES,
  serviceTypeName,
  type CarrierId,
} from '@exportdesk/core';
import type { CardLabel } from './cardsApi';

export const CARRIER_OPTIONS = CARRIER_IDS.map((c) => ({ value: c, label: CARRIER_NAMES[c] }));

/** The zone map of a carrier is uploaded as its own card, service "zones" (api/src/modules/rates/README.md). */
export const ZONES_SERVICE = 'zones';

export function serviceOptions(carrier: CarrierId) {
  const services = DEFAULT_SERVICE_RULES.filter((r) => r.carrier === carrier).map((r) => ({
    value: r.service,
    label: r.label || serviceTypeName(r.service),
  }));
  return carrier === 'indiapost'
    ? services
    : [...services, { value: ZONES_SERVICE, label: 'Zone map (zone → country)' }];
}

export const LABEL_OPTIONS: Array<{ value: CardLabel; label: string }> = [
  { value: 'official', label: 'Official tariff' },
  { value: 'indicative', label: 'Indicative (unconfirmed figures)' },
  { value: 'demo', label: 'Demo data' },
];

export const labelText = (l: CardLabel) =>
  l === 'demo' ? 'Demo data' : l === 'indicative' ? 'Indicative' : 'Official';

/** What the file picker offers; the rule itself (name, size) is core's rateCardUploadFormSchema. */
export const RATE_CARD_ACCEPT = '.xlsx,.csv';
