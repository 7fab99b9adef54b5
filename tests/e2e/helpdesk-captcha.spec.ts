import { expect, test, type Page } from '@playwright/test';
import { Redis } from 'ioredis';
import { API_URL, readState } from './stack.mjs';
import { apiToken, byRole, quietNotices } from './support';

/** Tickets stored so far, as the back office counts them (002 §7 getTicketsCount). */
async function ticketCount(): Promise<number> {
  const token = await apiToken(byRole('super admin'));
  const res = await fetch(`${API_URL}/ticket/getTicketsCount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'All', type: 'All' }),
  });
  const body = (await res.json()) as { data: number | { count: number } };
  return typeof body.data === 'number' ? body.data : body.data.count;
}

/** The code behind the captcha the page shows, read where the API keeps it (`${REDIS_PREFIX}:captcha:${id}`). */
async function codeOf(redis: Redis, captchaId: string): Promise<string> {
  const code = await redis.get(`${readState().env.REDIS_PREFIX}:captcha:${captchaId}`);
  if (!code) throw new Error(`no captcha ${captchaId} in Redis`);
  return code;
}

const nextCaptchaId = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith('/ticket/captcha') && r.ok())
    .then(async (r) => ((await r.json()) as { data: { captchaId: string } }).data.captchaId);

test('helpdesk: a wrong captcha says so under Oops! and stores nothing; the right one shows the ticket number (002 §2.12, §5)', async ({
  page,
}) => {
  const redis = new Redis(readState().env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    const before = await ticketCount();
    await page.goto('/');
    await quietNotices(page);
    let captchaId = nextCaptchaId(page);
    await page.goto('/helpdesk/Issue');
    const form = page.getByTestId('helpdesk-form');
    await form.getByLabel('Name').fill('Asha Verma');
    await form.getByLabel('Email').fill('asha.verma@example.in');
    await form.getByLabel('Mobile').fill('9812345678');
    await form.getByLabel('Issue type').selectOption('PBE');
    await form
      .getByLabel('Description')
      .fill('The PBE for docket PMB0000000000001 shows the wrong FOB total.');
    await expect(page.getByTestId('captcha-image')).toBeVisible();
    const first = await captchaId;

    // six characters with a repeat can never be a code ("6 unique characters")
    captchaId = nextCaptchaId(page);
    await page.getByLabel('Enter the code shown').fill('QQQQQQ');
    await page.getByRole('button', { name: 'Submit' }).click();
    const oops = form.getByRole('alert').filter({ hasText: 'Oops!' });
    await expect(oops).toContainText('Invalid captcha, try again');
    await expect(page.getByTestId('helpdesk-success')).toHaveCount(0);
    expect(await ticketCount()).toBe(before);

    // "a new one is generated ... after a wrong attempt"
    const second = await captchaId;
    expect(second).not.toBe(first);
    await page.getByLabel('Enter the code shown').fill(await codeOf(redis, second));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('ticket-number')).toHaveText(/^TKT\d{6,}$/);
    expect(await ticketCount()).toBe(before + 1);
    // the form resets after success
    await expect(form.getByLabel('Name')).toHaveValue('');
  } finally {
    redis.disconnect();
  }
});
