/** Seeds run in this order on every start; each must be idempotent. Append new ones at the end. */
import type { Db } from '../knex';
import { seedDemoAccounts } from './demo-accounts';
import { seedRateCards } from './rate-cards';

export const SEEDS: Array<{ name: string; run: (db: Db) => Promise<void> }> = [
  { name: 'demo-accounts', run: seedDemoAccounts },
  { name: 'rate-cards', run: seedRateCards },
];
