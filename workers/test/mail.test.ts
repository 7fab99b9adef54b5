/** The mail queue: every message lands in the outbox once; with SMTP_URL it is also sent. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../api/src/modules/mail/service';
import { processMail } from '../src/processors/mail';
import { eventually, startStack, type Stack } from '../../tests/support/stack';

/** A minimal SMTP server on loopback that accepts every message and keeps its data. */
function smtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 test ESMTP\r\n');
    let buf = '';
    socket.on('data', (chunk) => {
      buf += chunk.toString();
      let i: number;
      while ((i = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += line + '\n';
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: string[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as net.AddressInfo).port, received, close: () => server.close() })),
  );
}

describe('mail without SMTP', () => {
  let stack: Stack;
  beforeAll(async () => (stack = await startStack()));
  afterAll(async () => stack?.stop());

  it('records the message in the outbox', async () => {
    await queueMail(stack.api.ctx, { kind: 'test', to: 'a@b.in', subject: 'Hello', text: 'Body' }, 'mail:test-1');
    const row: any = await eventually(() => stack.db('mail_outbox').where({ job_id: 'mail:test-1' }).first());
    expect(row).toMatchObject({ status: 'recorded', to_address: 'a@b.in', subject: 'Hello' });
  });

  it('records a retried job once', async () => {
    const job: any = { id: 'mail:retry-1', data: { kind: 'test', to: 'c@d.in', subject: 'Once', text: 'x' }, progress: async () => {} };
    await processMail(stack.workers!.ctx, job);
    await processMail(stack.workers!.ctx, job);
    const rows = await stack.db('mail_outbox').where({ job_id: 'mail:retry-1' });
    expect(rows).toHaveLength(1);
  });
});

describe('mail with SMTP_URL', () => {
  let stack: Stack;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeAll(async () => {
    smtp = await smtpServer();
    stack = await startStack({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` } });
  });
  afterAll(async () => {
    await stack?.stop();
    smtp?.close();
  });

  it('sends the message and marks it sent', async () => {
    await queueMail(stack.api.ctx, { kind: 'test', to: 'ops@exporter.in', subject: 'Docket ready', text: 'Your docket is ready.' }, 'mail:smtp-1');
    const row: any = await eventually(() => stack.db('mail_outbox').where({ job_id: 'mail:smtp-1', status: 'sent' }).first());
    expect(row.sent_at).toBeGreaterThan(0);
    expect(smtp.received.join('\n')).toContain('Subject: Docket ready');
  });
});
