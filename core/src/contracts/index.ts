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

export * from './contract';
export * from './orders';
export * from './auth';
export * from './accounts';
export * from './domestic';

/** Every contract of every area. */
export const CONTRACTS: readonly Contract[] = [
  OPENAPI_CONTRACT,
  ...Object.values(ORDER_CONTRACTS),
  ...Object.values(AUTH_CONTRACTS),
  ...Object.values(ACCOUNT_CONTRACTS),
  ...Object.values(DOMESTIC_CONTRACTS),
];
