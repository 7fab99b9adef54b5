import { expect, type Page } from '@playwright/test';
import { API_URL } from './stack.mjs';

export const PASSWORD = 'Demo@12345';

export interface DemoRole {
  role: string;
  userType: number;
  userName: string;
  /** sign-in page and tab; null = arrives with a token (/home/{token}) */
  page: string | null;
  tab?: string;
  landing: string;
}

/** The seeded demo logins, one per role, and where each lands (000 §2.2, §4.3; 002 §2.1–2.2). */
export const ROLES: DemoRole[] = [
  {
    role: 'exporter admin',
    userType: 1,
    userName: 'ABCDE1234F',
    page: '/login',
    tab: 'User',
    landing: '/home',
  },
  {
    role: 'custom agent',
    userType: 2,
    userName: 'customagent',
    page: '/login',
    tab: 'Service Provider',
    landing: '/home',
  },
  {
    role: 'exporter user',
    userType: 3,
    userName: 'exporter.user',
    page: '/login',
    tab: 'User',
    landing: '/home',
  },
  {
    role: 'CHA (4)',
    userType: 4,
    userName: 'cha4',
    page: '/login',
    tab: 'Service Provider',
    landing: '/home',
  },
  { role: 'FPO', userType: 5, userName: 'fpo.delhi', page: '/dgft/customs', tab: 'FPO', landing: '/pbe' },
  { role: 'CBIC', userType: 6, userName: 'cbic', page: '/dgft/customs', tab: 'CBIC', landing: '/pbe' },
  { role: 'DGFT', userType: 7, userName: 'dgft', page: '/dgft/customs', tab: 'DGFT', landing: '/dgft' },
  { role: 'admin', userType: 10, userName: 'admin', page: '/superuser', landing: '/home' },
  { role: 'super admin', userType: 10, userName: 'superadmin', page: '/superuser', landing: '/home' },
  {
    role: 'CHA (11)',
    userType: 11,
    userName: 'cha11',
    page: '/login',
    tab: 'Service Provider',
    landing: '/home',
  },
  {
    role: 'agent',
    userType: 12,
    userName: 'agent12',
    page: '/login',
    tab: 'Service Provider',
    landing: '/home',
  },
  { role: 'personal', userType: 101, userName: 'personal', page: null, landing: '/home' },
];

export const byRole = (role: string) => ROLES.find((r) => r.role === role)!;

export async function apiToken(r: Pick<DemoRole, 'userType' | 'userName'>): Promise<string> {
  const res = await fetch(`${API_URL}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userType: r.userType, userName: r.userName, password: PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`login ${r.userName}: ${body.message}`);
  return body.token;
}

/** A super admin's token, signed in once per test worker (a failed sign-in is tried again next time). */
let superAdminToken: Promise<string> | null = null;
export function superAdminApiToken(): Promise<string> {
  superAdminToken ??= apiToken(byRole('super admin')).catch((err: unknown) => {
    superAdminToken = null;
    throw err;
  });
  return superAdminToken;
}

/**
 * The last code the sandbox OTP driver "sent" to `target`: its inbox answers only a signed-in
 * super admin (issue 23), so it is read with that token; polled, the mail queue may lag.
 */
export async function sandboxOtp(channel: 'mobile' | 'email', target: string): Promise<string> {
  const token = await superAdminApiToken();
  for (let i = 0; i < 50; i++) {
    const r = await fetch(
      `${API_URL}/authentication/sandbox/otp?channel=${channel}&target=${encodeURIComponent(target)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const otp = ((await r.json()) as { data?: { otp?: string | null } }).data?.otp;
    if (otp) return otp;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`no sandbox OTP for ${target}`);
}

/** Mark the current notice read so its modal does not cover the page (the notice test does not). */
export async function quietNotices(page: Page) {
  const res = await fetch(`${API_URL}/notices/current`).then(
    (r) => r.json() as Promise<{ data?: { _id: string; updateCount?: number } }>,
  );
  const id = res.data?._id;
  if (!id) return;
  await page.evaluate((noticeId) => {
    localStorage.setItem('noticeId', noticeId);
    localStorage.setItem('isRead', '1');
  }, id);
}

/** Sign in through the real sign-in page of the role. */
export async function signInThroughPage(page: Page, r: DemoRole) {
  await page.goto('/');
  await quietNotices(page);
  await page.goto(r.page!);
  // The sign-in page loads on demand: wait for its form before asking whether it offers tabs.
  await page.locator('input[name=userName]').waitFor();
  if (r.tab) {
    const tab = page.getByRole('tab', { name: r.tab, exact: true });
    if (await tab.count()) await tab.click();
  }
  await page.locator('input[name=userName]').fill(r.userName);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** A session from the API's token, for tests about what a signed-in user sees. */
export async function signInWithToken(page: Page, r: DemoRole, path = r.landing) {
  const token = await apiToken(r);
  await page.goto('/');
  await quietNotices(page);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
  return token;
}

/** The entries of the navigation: the side navigation's, then the top bar's account menu. */
export const NAV_ITEMS = ':is(#main-menu, #account-menu) > li';

/** Every label of the navigation bar, dropdown items as "Group > Item". */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const labels: string[] = [];
  // the side navigation's groups, then the top bar's user menu (issue 27 item 1)
  const items = page.locator(NAV_ITEMS);
  const count = await items.count();
  for (let i = 0; i < count; i++) {
    const li = items.nth(i);
    const trigger = li.locator('> button.nav__trigger');
    if (await trigger.count()) {
      const group =
        (await li.getAttribute('data-nav-group')) ?? (await trigger.innerText()).replace('▾', '').trim();
      labels.push(group);
      await trigger.click();
      const panel = li.locator('.nav__panel');
      await expect(panel).toBeVisible();
      for (const t of await panel.locator('a, button').allInnerTexts()) labels.push(`${group} > ${t.trim()}`);
      await trigger.click();
    } else {
      const t = (await li.innerText()).trim();
      if (t) labels.push(t);
    }
  }
  return labels;
}

/** The API's answer as a script reads it: the envelope and the fields the specs look at. */
export interface ApiAnswer {
  success: boolean;
  message: string;
  tempSBill?: string;
  data?: any;
}

/** A JSON call to the API (test data set-up: dockets, keys, links), with a token when given. */
export async function apiCall(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<ApiAnswer> {
  const res = await fetch(`${API_URL}/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as ApiAnswer;
}

/** POST with a JSON body: most set-up calls. */
export const apiPost = (path: string, body: unknown, token?: string) => apiCall('POST', path, body, token);
