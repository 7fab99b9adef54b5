/**
 * `exportdesk orders push <orders.json|orders.csv>`: the public order API from a script or CI.
 * The key comes from EXPORTDESK_API_KEY. Orders are checked locally with the core schema first
 * (nothing is sent if one is bad), then sent in calls of at most the API's limit; a re-run is safe
 * (the same orderIds answer the same dockets). Exit 1 when any order is rejected, with its reason.
 */
import type { Command } from 'commander';
import { ORDER_LIMITS, validateOrders, type OrderRejection } from '@exportdesk/core';
import { apiCall } from '../../lib/client';
import { resolveSettings } from '../../lib/config';
import { CliError, EXIT } from '../../lib/errors';
import { isInteractive, printError, printJson, printLine } from '../../lib/output';
import { readOrders } from '../../lib/orders/push-file';
import { globalFlags } from '../shared';

interface DocketAnswer {
  type: string;
  tempSBill: string;
  orderIds: string[];
  boxIds: string[];
  created: boolean;
}

export function registerOrdersPush(orders: Command): void {
  orders
    .command('push')
    .description('Push orders (JSON array or CSV with the payload field names) with your API key (EXPORTDESK_API_KEY)')
    .argument('<file>', '.json or .csv')
    .action(async (file: string, _opts, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const list = await readOrders(file);
      if (!list.length) throw new CliError(`${file} has no orders.`, EXIT.USAGE);
      const local = validateOrders(list);
      if (local.rejected.length) return report(g, { sent: false, total: list.length, dockets: [], created: 0, existing: 0, rejected: local.rejected });
      if (!s.apiKey) throw new CliError('No API key. Set EXPORTDESK_API_KEY (generate one on the API page of the portal).', EXIT.AUTH);

      const dockets: DocketAnswer[] = [];
      const rejected: OrderRejection[] = [];
      let created = 0;
      let existing = 0;
      for (let start = 0; start < list.length; start += ORDER_LIMITS.maxOrdersPerCall) {
        const chunk = list.slice(start, start + ORDER_LIMITS.maxOrdersPerCall);
        try {
          const a = await apiCall(s.apiUrl, 'POST', 'client/saveorderdata', { body: { authKey: s.apiKey, orderData: chunk }, timeoutMs: 120_000 });
          dockets.push(...a.data.dockets);
          created += a.data.created;
          existing += a.data.existing;
        } catch (err) {
          const server = (err as CliError).details as any;
          if (!(err instanceof CliError) || err.exitCode !== EXIT.USAGE || !Array.isArray(server?.data?.rejected)) throw err;
          rejected.push(...server.data.rejected.map((r: OrderRejection) => ({ ...r, index: r.index + start })));
        }
      }
      return report(g, { sent: true, total: list.length, dockets, created, existing, rejected });
    });
}

function report(g: { json?: boolean }, r: { sent: boolean; total: number; dockets: DocketAnswer[]; created: number; existing: number; rejected: OrderRejection[] }) {
  if (r.rejected.length) process.exitCode = EXIT.REJECTED;
  const out = { success: r.rejected.length === 0, orders: r.total, sent: r.sent, created: r.created, existing: r.existing, dockets: r.dockets, rejected: r.rejected };
  if (!isInteractive(g)) {
    printJson(out);
    for (const x of r.rejected) printError(`order ${x.index}${x.orderId ? ` (${x.orderId})` : ''}: ${x.message}`);
    return;
  }
  for (const d of r.dockets) printLine(`${d.created ? '✔ saved   ' : '• existing'} ${d.tempSBill} (${d.type}) ${d.orderIds.length} order(s), ${d.boxIds.length} parcel(s)`);
  for (const x of r.rejected) printLine(`✖ order ${x.index}${x.orderId ? ` (${x.orderId})` : ''}: ${x.message}`);
  printLine(r.rejected.length ? `${r.rejected.length} of ${r.total} orders rejected${r.sent ? '' : '; nothing was sent'}.` : `${r.created} new, ${r.existing} already saved.`);
}
