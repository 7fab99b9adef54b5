/**
 * A webhook receiver on 127.0.0.1 for tests (issue 26): records every request (headers and raw
 * body) and answers what `respond` says: a status, or 'hold' to keep the request open (a receiver
 * a killed worker was talking to).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  at: number;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: { id: string; type: string; created: number; data: Record<string, unknown> };
  /** The status answered (null: held open, never answered). */
  status: number | null;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers per request; default 200. */
  respond: (r: Received, n: number) => number | 'hold';
  close(): Promise<void>;
}

export async function webhookReceiver(): Promise<Receiver> {
  const held: ServerResponse[] = [];
  const rec: Receiver = {
    url: '',
    received: [],
    respond: () => 200,
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      let json: Received['json'];
      try {
        json = JSON.parse(body);
      } catch {
        json = { id: '', type: '', created: 0, data: {} };
      }
      const r: Received = {
        at: Date.now(),
        path: req.url ?? '/',
        headers: req.headers,
        body,
        json,
        status: null,
      };
      rec.received.push(r);
      const answer = rec.respond(r, rec.received.length);
      if (answer === 'hold') {
        held.push(res);
        return;
      }
      r.status = answer;
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rec.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return rec;
}
