/**
 * `exportdesk orders push <orders.json|orders.csv>`: the public order API from a script or CI,
 * with the key from EXPORTDESK_API_KEY. Exit 1 when any order is rejected, with its reason.
 */
import type { Command } from 'commander';
import type { OrderRejection } from '@exportdesk/core';
import { CliError, EXIT } from '../../lib/errors';
import { readOrders } from '../../lib/orders/push-file';
import { pushOrders } from '../../lib/orders/push';
import { commandContext } from '../shared';

export function registerOrdersPush(orders: Command): void {
  orders
    .command('push')
    .description(
      'Push orders (JSON array or CSV with the payload field names) with your API key (EXPORTDESK_API_KEY)',
    )
    .argument('<file>', '.json or .csv')
    .action(async (file: string, _opts, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const list = await readOrders(file);
      if (!list.length) throw new CliError(`${file} has no orders.`, EXIT.USAGE);
      const r = await pushOrders(s.apiUrl, s.apiKey, list);
      if (r.rejected.length) process.exitCode = EXIT.REJECTED;
      const which = (x: OrderRejection) => `order ${x.index}${x.orderId ? ` (${x.orderId})` : ''}`;
      if (!out.interactive) for (const x of r.rejected) out.note(`${which(x)}: ${x.message}`);
      const json = {
        success: r.rejected.length === 0,
        orders: r.total,
        sent: r.sent,
        created: r.created,
        existing: r.existing,
        dockets: r.dockets,
        rejected: r.rejected,
      };
      await out.result(json, (v) =>
        v.drawTable({
          columns: [
            { key: 'state', header: '' },
            { key: 'what', header: 'Docket / order' },
            { key: 'detail', header: 'Detail', max: 200 },
          ],
          rows: [
            ...r.dockets.map((d) => ({
              tone: d.created ? ('ok' as const) : undefined,
              cells: {
                state: d.created ? '✔ saved' : '• existing',
                what: `${d.tempSBill} (${d.type})`,
                detail: `${d.orderIds.length} order(s), ${d.boxIds.length} parcel(s)`,
              },
            })),
            ...r.rejected.map((x) => ({
              tone: 'bad' as const,
              cells: { state: '✖', what: which(x), detail: x.message },
            })),
          ],
          footer: [
            r.rejected.length
              ? `${r.rejected.length} of ${r.total} orders rejected${r.sent ? '' : '; nothing was sent'}.`
              : `${r.created} new, ${r.existing} already saved.`,
          ],
        }),
      );
    });
}
