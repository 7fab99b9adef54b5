/** The scan call (001 §7 "scanParcel {boxIds}: success, message"). */
import { TRACKING_CONTRACTS } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export const scanParcels = (boxIds: string[]) =>
  callContract(TRACKING_CONTRACTS.scanParcel, { body: { boxIds } });
