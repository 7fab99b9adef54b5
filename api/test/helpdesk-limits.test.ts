/**
 * The public helpdesk form's limits per client address (tickets area): set through the
 * configuration (HELPDESK_CAPTCHA_PER_10MIN, HELPDESK_SUBMIT_PER_10MIN), counted in Redis, and
 * answered 429 with the same message and envelope as ever. MySQL + Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    workers: false,
    env: { HELPDESK_CAPTCHA_PER_10MIN: '2', HELPDESK_SUBMIT_PER_10MIN: '1' },
  });
});
afterAll(async () => stack?.stop());

const api = (method: string, path: string, body?: unknown) =>
  call(stack.url, method, `/api/v1/${path}`, body);

describe('helpdesk limits from the configuration', () => {
  it('the third captcha within 10 minutes from one address is a 429 with the message', async () => {
    expect((await api('GET', 'ticket/captcha')).status).toBe(200);
    expect((await api('GET', 'ticket/captcha')).status).toBe(200);
    const over = await api('GET', 'ticket/captcha');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      success: false,
      message: 'Too many requests. Please try again in a few minutes.',
      data: null,
    });
    // Retry-After says when this address may ask again: within the 10-minute window.
    const wait = Number(over.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
  });

  it('the second submission is refused before its captcha is looked at', async () => {
    const form = {
      name: 'Asha Verma',
      email: 'asha@example.in',
      mobile: '9876543210',
      type: 'Issue',
      title: 'PBE',
      description: 'The PBE PDF is blank.',
      captchaId: 'no-such-captcha-id',
      captcha: 'ABCDEF',
    };
    const first = await api('POST', 'ticket/createTicket', form);
    expect(first.body.message).toBe('Invalid captcha, try again');
    const second = await api('POST', 'ticket/createTicket', form);
    expect(second.status).toBe(429);
    expect(second.body.message).toBe('Too many requests. Please try again in a few minutes.');
  });
});
