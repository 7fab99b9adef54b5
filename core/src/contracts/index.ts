/**
 * Every route's contract (issue 25), one file per area. `CONTRACTS` is the list the API checks its
 * routes against and generates the OpenAPI document from; the portal and the CLI import the
 * contract they call by name.
 */
import { OPENAPI_CONTRACT, type Contract } from './contract';
import { DOCKET_CONTRACTS } from './dockets';
import { DOCUMENT_CONTRACTS } from './documents';
import { DOCUMENT_SPEC_CONTRACTS } from './documents-spec';
import { LOOKUP_CONTRACTS } from './lookups';
import { MARKETPLACE_CONTRACTS } from './marketplace';
import { ORDER_CONTRACTS } from './orders';
import { PARCEL_CONTRACTS } from './parcels';
import { TRACKING_CONTRACTS } from './tracking';

export * from './contract';
export * from './dockets';
export * from './documents';
export * from './documents-spec';
export * from './lookups';
export * from './marketplace';
export * from './orders';
export * from './parcels';
export * from './tracking';

/** Every contract of every area. */
export const CONTRACTS: readonly Contract[] = [
  OPENAPI_CONTRACT,
  ...Object.values(ORDER_CONTRACTS),
  ...Object.values(DOCKET_CONTRACTS),
  ...Object.values(DOCUMENT_CONTRACTS),
  ...Object.values(DOCUMENT_SPEC_CONTRACTS),
  ...Object.values(LOOKUP_CONTRACTS),
  ...Object.values(MARKETPLACE_CONTRACTS),
  ...Object.values(PARCEL_CONTRACTS),
  ...Object.values(TRACKING_CONTRACTS),
];
