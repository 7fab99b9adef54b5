/**
 * Every route's contract (issue 25), one file per area. `CONTRACTS` is the list the API checks its
 * routes against and generates the OpenAPI document from; the portal and the CLI import the
 * contract they call by name.
 */
import { OPENAPI_CONTRACT, type Contract } from './contract';
import { ORDER_CONTRACTS } from './orders';
import { AUTH_CONTRACTS } from './auth';
import { ACCOUNT_CONTRACTS } from './accounts';
import { DOMESTIC_CONTRACTS } from './domestic';
import { USER_CONTRACTS } from './users';
import { ORGANIZATION_CONTRACTS } from './organizations';
import { SUBSCRIPTION_CONTRACTS } from './subscriptions';
import { ACCOUNT_EXTRA_CONTRACTS } from './account-extras';
import { PORTAL_CONTRACTS } from './portal';
import { CONTENT_CONTRACTS } from './content';

export * from './contract';
export * from './orders';
export * from './auth';
export * from './accounts';
export * from './domestic';
export * from './users';
export * from './organizations';
export * from './subscriptions';
export * from './account-extras';
export * from './portal';
export * from './content';

/** Every contract of every area. */
export const CONTRACTS: readonly Contract[] = [
  OPENAPI_CONTRACT,
  ...Object.values(ORDER_CONTRACTS),
  ...Object.values(AUTH_CONTRACTS),
  ...Object.values(ACCOUNT_CONTRACTS),
  ...Object.values(DOMESTIC_CONTRACTS),
  ...Object.values(USER_CONTRACTS),
  ...Object.values(ORGANIZATION_CONTRACTS),
  ...Object.values(SUBSCRIPTION_CONTRACTS),
  ...Object.values(ACCOUNT_EXTRA_CONTRACTS),
  ...Object.values(PORTAL_CONTRACTS),
  ...Object.values(CONTENT_CONTRACTS),
];
