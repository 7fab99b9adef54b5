import { expect, test, type Page } from '@playwright/test';
import { byRole, signInWithToken } from './support';

/**
 * The inbox live (issue 17; 000 §4.5 chat events): an exporter and a super admin in two browser
 * contexts. Without a reload, a message appears on the other side within about 2 s (the page's
 * fallback reload is 15 s and runs only while the socket is down, so this is the socket),
 * "typing…" shows while the other side types, online dots show, a script tag stays text, and a
 * PNG sent with a message downloads on the other side.
 */
test.setTimeout(120_000);

const LIVE_MS = 2500;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('pretend image'),
]);

/** The messages shown (the log, not the composer's box, which may still hold the text). */
const thread = (p: Page) => p.getByRole('log', { name: 'Conversation' });
/** A page's first load, on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };
const box = (p: Page) => p.getByRole('textbox', { name: 'Message', exact: true });

test('exporter and support chat live: messages, typing, presence, a file', async ({ page, browser }) => {
  const stamp = Date.now();
  const exporter = page;
  await signInWithToken(exporter, byRole('exporter admin'), '/inbox');
  await expect(exporter.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible(FIRST_LOAD);
  // The first message opens the exporter's conversation (support then sees it in the list).
  await box(exporter).fill(`Opening ${stamp}`);
  await box(exporter).press('Enter');
  await expect(thread(exporter).getByText(`Opening ${stamp}`)).toBeVisible();

  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const admin = await ctx.newPage();
  await signInWithToken(admin, byRole('super admin'), '/inbox');
  const conv = admin
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: /ABCDE1234F/ });
  await conv.click(FIRST_LOAD);
  await expect(thread(admin).getByText(`Opening ${stamp}`)).toBeVisible();
  // Presence: both pages are open, so each shows the other online.
  await expect(conv.getByRole('img', { name: 'online' })).toBeVisible({ timeout: 5000 });
  await expect(exporter.getByText('Support is online')).toBeVisible({ timeout: 5000 });

  // Typing on one side shows "typing…" on the other.
  await box(exporter).pressSequentially('Where is', { delay: 50 });
  await expect(admin.getByText(/is typing…/)).toBeVisible({ timeout: LIVE_MS });

  // A message appears on the other side without a reload, within about 2 s; typing… goes.
  const text = `Where is my PBE? <script>window.__xss = 1</script> ${stamp}`;
  await box(exporter).fill(text);
  const sentAt = Date.now();
  await box(exporter).press('Enter');
  await expect(thread(admin).getByText(text)).toBeVisible({ timeout: LIVE_MS });
  const exporterToSupportMs = Date.now() - sentAt;
  await expect(admin.getByText(/is typing…/)).toHaveCount(0);
  expect(await admin.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // Support replies; the exporter sees "Support is typing…" and then the reply.
  await box(admin).pressSequentially('It is', { delay: 50 });
  await expect(exporter.getByText('Support is typing…')).toBeVisible({ timeout: LIVE_MS });
  await box(admin).fill(`It is filed ${stamp}`);
  const repliedAt = Date.now();
  await box(admin).press('Enter');
  await expect(thread(exporter).getByText(`It is filed ${stamp}`)).toBeVisible({ timeout: LIVE_MS });
  const supportToExporterMs = Date.now() - repliedAt;

  // A PNG with a message: the other side gets a download link that downloads the file.
  await exporter.getByLabel(/Attach a file/).setInputFiles({
    name: `scan-${stamp}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await box(exporter).fill(`The scan ${stamp}`);
  await box(exporter).press('Enter');
  const link = thread(admin).getByRole('button', { name: `Download scan-${stamp}.png (1 KB)` });
  await expect(link).toBeVisible({ timeout: LIVE_MS });
  const [download] = await Promise.all([admin.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`scan-${stamp}.png`);
  // A file of the wrong kind is refused on the page with a clear message, before sending.
  await exporter.getByLabel(/Attach a file/).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('plain text'),
  });
  await expect(
    exporter.getByRole('alert').filter({ hasText: 'Only PDF, PNG or JPEG files can be attached.' }),
  ).toBeVisible();
  await admin.screenshot({ path: 'test-results/inbox-live-admin.png' });
  await exporter.screenshot({ path: 'test-results/inbox-live-exporter.png' });

  // Support leaves: the exporter's page shows support offline.
  await ctx.close();
  await expect(exporter.getByText('Support is offline')).toBeVisible({ timeout: 5000 });
  console.log(
    `inbox live: exporter→support ${exporterToSupportMs} ms, support→exporter ${supportToExporterMs} ms`,
  );
});
