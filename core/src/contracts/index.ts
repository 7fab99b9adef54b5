/**
 * Every route's contract (issue 25), one file per area. `CONTRACTS` is the list the API checks its
 * routes against and generates the OpenAPI document from; the portal and the CLI import the
 * contract they call by name.
 */
import { OPENAPI_CONTRACT, type Contract } from './contract';
import { ORDER_CONTRACTS } from './orders';
import { BOOKING_CONTRACTS, CARRIER_CONTRACTS } from './carriers';
import { RATE_CONTRACTS } from './rates';
import { RATE_CARD_CONTRACTS } from './rate-cards';
import { SHIPMENT_CONTRACTS } from './shipments';
import { PICKUP_CONTRACTS } from './pickups';
import { DOMESTIC_CONTRACTS } from './domestic';
import { INVENTORY_CONTRACTS } from './inventory';

export * from './contract';
export * from './orders';
export * from './carriers';
export * from './rates';
export * from './rate-cards';
export * from './shipments';
export * from './pickups';
export * from './domestic';
export * from './inventory';

/** Every contract of every area. */
export const CONTRACTS: readonly Contract[] = [
  OPENAPI_CONTRACT,
  ...Object.values(ORDER_CONTRACTS),
  ...Object.values(BOOKING_CONTRACTS).flatMap((c) => Object.values(c)),
  ...Object.values(CARRIER_CONTRACTS),
  ...Object.values(RATE_CONTRACTS),
  ...Object.values(RATE_CARD_CONTRACTS),
  ...Object.values(SHIPMENT_CONTRACTS),
  ...Object.values(PICKUP_CONTRACTS),
  ...Object.values(DOMESTIC_CONTRACTS),
  ...Object.values(INVENTORY_CONTRACTS),
];
