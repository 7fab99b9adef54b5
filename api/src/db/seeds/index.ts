/** Seeds run in this order on every start; each must be idempotent. Append new ones at the end. */
import type { PortalRemoteSeed } from '../../config';
import type { Db } from '../knex';
import { seedDemoAccounts } from './demo-accounts';
import { seedRateCards } from './rate-cards';
import { seedHsCodes } from './hs-codes';
import { seedTrackingDemo } from './tracking-demo';
import { seedContentDemo } from './content-demo';
import { seedPortalRemotes } from './portal-remotes';
import { seedDemoDockets } from './demo-dockets';
import { seedExchangeRates } from './exchange-rates';
import { seedSchemeRatesDemo } from './scheme-rates-demo';

/** What seeds take from the configuration. */
export interface SeedSettings {
  portalRemotes: readonly PortalRemoteSeed[];
}

/**
 * `demo`: demo data (accounts with the published password, their dockets, tracking events, news,
 * an illustrative MEIS schedule). It is left out where config.demoData is off: a production site,
 * where the published password would be a door (issue 23). The rest is reference data every
 * site needs (tariffs, HS codes, section origins, exchange rates).
 */
export const SEEDS: Array<{
  name: string;
  demo?: true;
  run: (db: Db, settings: SeedSettings) => Promise<void>;
}> = [
  { name: 'demo-accounts', demo: true, run: seedDemoAccounts },
  { name: 'rate-cards', run: seedRateCards },
  { name: 'hs-codes', run: seedHsCodes },
  { name: 'tracking-demo', demo: true, run: seedTrackingDemo },
  { name: 'content-demo', demo: true, run: seedContentDemo },
  { name: 'portal-remotes', run: (db, s) => seedPortalRemotes(db, s.portalRemotes) },
  { name: 'demo-dockets', demo: true, run: seedDemoDockets },
  { name: 'exchange-rates', run: seedExchangeRates },
  { name: 'scheme-rates-demo', demo: true, run: seedSchemeRatesDemo },
];
