/** The mail queue: every message lands in the outbox once; with SMTP_URL it is also sent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../api/src/modules/mail/service';
import { processMail } from '../src/processors/mail';
import { smtpServer } from '../../tests/support/smtp';
import { eventually, startStack, type Stack } from '../../tests/support/stack';

describe('mail without SMTP', () => {
  let stack: Stack;
  beforeAll(async () => (stack = await startStack()));
  afterAll(async () => stack?.stop());

  it('records the message in the outbox', async () => {
    await queueMail(
      stack.api.ctx,
      { kind: 'test', to: 'a@b.in', subject: 'Hello', text: 'Body' },
      'mail:test-1',
    );
    const row: any = await eventually(() => stack.db('mail_outbox').where({ job_id: 'mail:test-1' }).first());
    expect(row).toMatchObject({ status: 'recorded', to_address: 'a@b.in', subject: 'Hello' });
  });

  it('records a retried job once', async () => {
    const job: any = {
      id: 'mail:retry-1',
      data: { kind: 'test', to: 'c@d.in', subject: 'Once', text: 'x' },
      progress: async () => {},
    };
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
    await queueMail(
      stack.api.ctx,
      { kind: 'test', to: 'ops@exporter.in', subject: 'Docket ready', text: 'Your docket is ready.' },
      'mail:smtp-1',
    );
    const row: any = await eventually(() =>
      stack.db('mail_outbox').where({ job_id: 'mail:smtp-1', status: 'sent' }).first(),
    );
    expect(row.sent_at).toBeGreaterThan(0);
    expect(smtp.received.join('\n')).toContain('Subject: Docket ready');
  });
});
