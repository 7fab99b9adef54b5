/**
 * `exportdesk listen --forward <url> [--events a,b]` (issue 26, as `stripe listen`): the signed-in
 * account's events arrive over the live socket (the `webhook` message, the same envelope an
 * endpoint gets) and each is POSTed, signed with a listen secret printed at start, to a local URL,
 * so an integrator builds a receiver on a laptop. One line per event with the receiver's status;
 * off a terminal one JSON object per line. Runs until Ctrl-C (exit 0).
 */
import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import { io } from 'socket.io-client';
import { WEBHOOK_SIGNATURE_HEADER, signWebhook, type WebhookEvent } from '@exportdesk/core';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { printError, printLine } from '../lib/output';
import { commandContext } from './shared';
import { eventList } from './webhooks';

/** The socket message the API sends each event as (webhooks/service.ts WEBHOOK_SOCKET_EVENT). */
const SOCKET_EVENT = 'webhook';
const FORWARD_TIMEOUT_MS = 10_000;

function forwardUrl(v: string): string {
  try {
    const u = new URL(v);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.toString();
  } catch {
    /* below */
  }
  throw new CliError(`--forward needs a URL like http://localhost:3000/hooks (got ${v}).`, EXIT.USAGE);
}

/** POSTs one event, signed; the receiver's status, or the reason it could not be reached. */
async function forward(url: string, secret: string, event: WebhookEvent) {
  const body = JSON.stringify(event);
  const started = Date.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: await signWebhook(secret, body),
      },
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { status: res.status, error: null, durationMs: Date.now() - started };
  } catch (err) {
    return { status: null, error: (err as Error).message, durationMs: Date.now() - started };
  }
}

export function registerListen(program: Command): void {
  program
    .command('listen')
    .description("Forward your account's events, signed, to a local URL (like `stripe listen`)")
    .requiredOption('-f, --forward <url>', 'where to POST each event, e.g. http://localhost:3000/hooks')
    .option('-e, --events <list...>', 'only these event types (comma separated)')
    .action(async (o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const url = forwardUrl(o.forward);
      const only = o.events ? new Set<string>(eventList(o.events)) : null;
      const token = requireToken(s);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const socket = io(s.apiUrl, { auth: { token }, transports: ['websocket'], reconnectionDelayMax: 5000 });
      let ready = false;

      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => {
          if (ready) return printError('Reconnected.');
          ready = true;
          if (out.interactive) {
            printLine(`Ready. Forwarding ${only ? [...only].join(', ') : 'every event'} to ${url}`);
            printLine(`Your listen signing secret is ${secret} (Ctrl-C to quit)`);
          } else
            printLine(JSON.stringify({ ready: true, forward: url, secret, events: only ? [...only] : null }));
        });
        socket.on('connect_error', (err) => {
          if (err.message === 'unauthorized') {
            socket.close();
            reject(new CliError('Not signed in (the session ended). Run `exportdesk login`.', EXIT.AUTH));
          } else if (!ready) {
            socket.close();
            reject(
              new CliError(`Cannot reach the ExportDesk API at ${s.apiUrl} (${err.message}).`, EXIT.SERVER),
            );
          }
        });
        socket.on('disconnect', (reason) => {
          if (reason === 'io server disconnect') {
            socket.close();
            reject(new CliError('The API ended the session. Run `exportdesk login`.', EXIT.AUTH));
          } else printError(`Disconnected (${reason}); reconnecting…`);
        });
        socket.on(SOCKET_EVENT, async (event: WebhookEvent) => {
          if (only && !only.has(event.type)) return;
          const r = await forward(url, secret, event);
          if (!out.interactive) return printLine(JSON.stringify({ id: event.id, type: event.type, ...r }));
          const at = new Date().toISOString().slice(11, 19);
          printLine(
            `${at}  ${event.type.padEnd(22)} ${event.id}  → ${r.status ?? `failed: ${r.error}`} (${r.durationMs} ms)`,
          );
        });
        const stop = () => {
          socket.close();
          resolve();
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
