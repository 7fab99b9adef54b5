/**
 * Orders through the public order API: checked locally with the core schema first (nothing is
 * sent if one is bad), then sent in calls of at most the API's limit. A re-run is safe: the same
 * orderIds answer the same dockets.
 */
import {
  ORDER_CONTRACTS,
  ORDER_LIMITS,
  validateOrders,
  type OrderRejection,
  type PushAnswer,
} from '@exportdesk/core';
import { contractCall } from '../client';
import { CliError, EXIT } from '../errors';
import { freshIdempotencyKey } from '../http';

/** One docket of the order API's answer (core's contract). */
export type DocketAnswer = PushAnswer['dockets'][number];

export interface PushResult {
  sent: boolean;
  total: number;
  dockets: DocketAnswer[];
  created: number;
  existing: number;
  rejected: OrderRejection[];
}

export async function pushOrders(
  apiUrl: string,
  apiKey: string | null,
  list: unknown[],
): Promise<PushResult> {
  const local = validateOrders(list);
  if (local.rejected.length)
    return {
      sent: false,
      total: list.length,
      dockets: [],
      created: 0,
      existing: 0,
      rejected: local.rejected,
    };
  if (!apiKey)
    throw new CliError(
      'No API key. Set EXPORTDESK_API_KEY (generate one on the API page of the portal).',
      EXIT.AUTH,
    );
  const r: PushResult = {
    sent: true,
    total: list.length,
    dockets: [],
    created: 0,
    existing: 0,
    rejected: [],
  };
  // One key per call of this run: a call retried after a lost answer gets its first answer (issue 26).
  const runKey = freshIdempotencyKey('push');
  for (let start = 0; start < list.length; start += ORDER_LIMITS.maxOrdersPerCall) {
    const chunk = list.slice(start, start + ORDER_LIMITS.maxOrdersPerCall);
    try {
      const a = await contractCall(
        apiUrl,
        ORDER_CONTRACTS.saveOrderData,
        { body: { authKey: apiKey, orderData: chunk } },
        { timeoutMs: 120_000, sent: 'rows', idempotencyKey: `${runKey}-${start}` },
      );
      r.dockets.push(...a.data.dockets);
      r.created += a.data.created;
      r.existing += a.data.existing;
    } catch (err) {
      // The server's own row checks: the orders it refused, with their reasons; the rest go on.
      const refused =
        err instanceof CliError && err.exitCode === EXIT.REJECTED
          ? (err.details as { data?: { rejected?: unknown } } | undefined)?.data?.rejected
          : null;
      if (!Array.isArray(refused)) throw err;
      r.rejected.push(...(refused as OrderRejection[]).map((x) => ({ ...x, index: x.index + start })));
    }
  }
  return r;
}
