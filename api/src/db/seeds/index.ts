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

export const SEEDS: Array<{ name: string; run: (db: Db, settings: SeedSettings) => Promise<void> }> = [
  { name: 'demo-accounts', run: seedDemoAccounts },
  { name: 'rate-cards', run: seedRateCards },
  { name: 'hs-codes', run: seedHsCodes },
  { name: 'tracking-demo', run: seedTrackingDemo },
  { name: 'content-demo', run: seedContentDemo },
  { name: 'portal-remotes', run: (db, s) => seedPortalRemotes(db, s.portalRemotes) },
  { name: 'demo-dockets', run: seedDemoDockets },
  { name: 'exchange-rates', run: seedExchangeRates },
  { name: 'scheme-rates-demo', run: seedSchemeRatesDemo },
];
