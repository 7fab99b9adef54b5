/**
 * `exportdesk webhooks add|list|remove|test|deliveries|redeliver` (issue 26): the calls of the /api
 * page's Webhooks tab. A new endpoint's signing secret is printed once, as the page shows it.
 */
import type { Command } from 'commander';
import {
  WEBHOOK_CONTRACTS as c,
  WEBHOOK_EVENT_TYPES,
  isWebhookEventType,
  type WebhookEventType,
} from '@exportdesk/core';
import { contractCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { commandContext } from './shared';

/** "docket.created,pickup.updated" (or repeated flags) → the event types; anything else is a usage error. */
export function eventList(values: string[]): WebhookEventType[] {
  const list = values.flatMap((v) => v.split(/[\s,]+/)).filter(Boolean);
  const bad = list.filter((e) => !isWebhookEventType(e));
  if (!list.length || bad.length)
    throw new CliError(
      `${bad.length ? `Unknown event ${bad.join(', ')}. ` : ''}Events: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
      EXIT.USAGE,
    );
  return [...new Set(list)] as WebhookEventType[];
}

const positiveId = (v: string) => {
  if (!/^\d+$/.test(v))
    throw new CliError('Give the endpoint id as a number (see `exportdesk webhooks list`).', EXIT.USAGE);
  return Number(v);
};
const deliveryId = (v: string) => {
  if (!/^whd_[A-Za-z0-9]+$/.test(v))
    throw new CliError(
      'Give a delivery id like whd_… (see `exportdesk webhooks deliveries <id>`).',
      EXIT.USAGE,
    );
  return v;
};
const time = (ms: number | null) => (ms ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '—');

export function registerWebhooks(program: Command): void {
  const hooks = program
    .command('webhooks')
    .description('Webhook endpoints: events POSTed to your server, signed');

  hooks
    .command('add')
    .description('Register an endpoint; prints its signing secret once')
    .argument('<url>', 'https:// address of your receiver')
    .requiredOption('-e, --events <list...>', `events, comma separated: ${WEBHOOK_EVENT_TYPES.join(', ')}`)
    .option('--ie-code <iec>', 'a CHA: the linked exporter whose events it receives')
    .option('--description <text>', 'a note for yourself')
    .action(async (url: string, o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const body = { url, events: eventList(o.events), ieCode: o.ieCode, description: o.description };
      const a = await contractCall(s.apiUrl, c.add, { body }, { token: requireToken(s) });
      out.lines(a, [
        `✔ ${a.message}`,
        `  id      ${a.data.id}`,
        `  url     ${a.data.url}`,
        `  events  ${a.data.events.join(', ')}`,
        `  secret  ${a.data.secret}`,
      ]);
    });

  hooks
    .command('list')
    .description('Your webhook endpoints')
    .action(async (_o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const a = await contractCall(s.apiUrl, c.list, {}, { token: requireToken(s) });
      await out.result({ endpoints: a.data }, (v) =>
        v.drawTable({
          columns: [
            { key: 'id', header: 'Id', align: 'right' },
            { key: 'url', header: 'URL', max: 48 },
            { key: 'events', header: 'Events', max: 48 },
            { key: 'state', header: 'State' },
          ],
          rows: a.data.map((e) => ({
            cells: {
              id: String(e.id),
              url: e.url,
              events: e.events.join(', '),
              state: e.enabled
                ? e.failingSince
                  ? `failing since ${time(e.failingSince)}`
                  : 'enabled'
                : 'disabled',
            },
          })),
          footer: [`${a.data.length} endpoint${a.data.length === 1 ? '' : 's'}`],
        }),
      );
    });

  hooks
    .command('remove')
    .description('Remove an endpoint: nothing more is sent to it')
    .argument('<id>', 'endpoint id')
    .action(async (id: string, _o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const a = await contractCall(
        s.apiUrl,
        c.remove,
        { params: { id: positiveId(id) } },
        { token: requireToken(s) },
      );
      out.lines(a, [`✔ ${a.message}`]);
    });

  hooks
    .command('test')
    .description("Send a sample event to an endpoint (default: its first event's type)")
    .argument('<id>', 'endpoint id')
    .option('-t, --type <event>', 'the event type to send')
    .action(async (id: string, o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const body = o.type ? { type: eventList([o.type])[0] } : {};
      const a = await contractCall(
        s.apiUrl,
        c.test,
        { params: { id: positiveId(id) }, body },
        { token: requireToken(s) },
      );
      out.lines(a, [`✔ ${a.message} ${a.data.type} ${a.data.eventId} (delivery ${a.data.deliveryId})`]);
    });

  hooks
    .command('deliveries')
    .description("An endpoint's delivery log, newest first")
    .argument('<id>', 'endpoint id')
    .action(async (id: string, _o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const a = await contractCall(
        s.apiUrl,
        c.deliveries,
        { params: { id: positiveId(id) } },
        { token: requireToken(s) },
      );
      await out.result({ deliveries: a.data }, (v) =>
        v.drawTable({
          columns: [
            { key: 'id', header: 'Delivery' },
            { key: 'type', header: 'Event' },
            { key: 'status', header: 'Status' },
            { key: 'code', header: 'Code', align: 'right' },
            { key: 'ms', header: 'ms', align: 'right' },
            { key: 'tries', header: 'Tries', align: 'right' },
            { key: 'at', header: 'Time (UTC)' },
          ],
          rows: a.data.map((d) => ({
            cells: {
              id: d.id,
              type: d.eventType,
              status: d.status,
              code: d.responseCode === null ? '—' : String(d.responseCode),
              ms: d.durationMs === null ? '—' : String(d.durationMs),
              tries: String(d.attempts),
              at: time(d.lastAttemptAt ?? d.createdAt),
            },
          })),
          footer: [`${a.data.length} deliveries`],
        }),
      );
    });

  hooks
    .command('redeliver')
    .description("Send a delivery's event again (a new delivery)")
    .argument('<delivery>', 'delivery id (whd_…)')
    .action(async (id: string, _o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const a = await contractCall(
        s.apiUrl,
        c.redeliver,
        { params: { id: deliveryId(id) } },
        { token: requireToken(s) },
      );
      out.lines(a, [`✔ ${a.message} (delivery ${a.data.deliveryId})`]);
    });
}
