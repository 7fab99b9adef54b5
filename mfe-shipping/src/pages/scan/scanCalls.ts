/** The scan call (001 §7 "scanParcel {boxIds}: success, message"). */
import type { ScanResult } from '@exportdesk/core';
import { post } from '@exportdesk/portal-kit';

export const scanParcels = (boxIds: string[]) =>
  post<{ results: ScanResult[] }>('order/scanParcel', { boxIds });
