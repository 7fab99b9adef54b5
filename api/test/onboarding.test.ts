/**
 * A new exporter's first-login checklist (issue 18) on MySQL + Redis: a freshly registered
 * exporter sees the five steps unticked; each ticks by doing it through the API (orders pushed,
 * a rate quote while signed in, a document opened, a pickup booked, the PBE number customs enter),
 * their exporter user sees the same list, an anonymous quote ticks nothing and other roles are
 * refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_STEP_IDS, formatDateDMY, onboardingChecklistSchema, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';

let stack: Stack;
let token: string;
let docket: string;
const PATH = '/api/v1/onboarding/checklist';

beforeAll(async () => {
  stack = await startStack({ workers: false });
  const reg = {
    userType: 1,
    userName: 'first.exports',
    ieCode: 'AAACF1234Q',
    name: 'First Exports',
    email: 'first@example.com',
    mobile: '9876500011',
    password: 'First@2026',
    fpo: 'inbom5',
  };
  expect((await call(stack.url, 'POST', '/api/v1/authentication/register', reg)).status).toBe(201);
  token = await loginAs(stack.url, 1, 'first.exports', 'First@2026');
});
afterAll(async () => stack?.stop());

async function ticked(t = token): Promise<string[]> {
  const r = await call(stack.url, 'GET', PATH, undefined, t);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const list = onboardingChecklistSchema.parse(r.body.data);
  expect(list.steps.map((s) => s.id)).toEqual([...ONBOARDING_STEP_IDS]);
  return list.steps.filter((s) => s.done).map((s) => s.id);
}

describe('GET /api/v1/onboarding/checklist', () => {
  it('a fresh exporter sees the five steps of the landing page, none ticked, in the house envelope', async () => {
    const r = await call(stack.url, 'GET', PATH, undefined, token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, data: { done: 0, total: 5, complete: false } });
    expect(r.body.data.steps.map((s: { title: string }) => s.title)).toEqual([
      'Upload basic documents',
      'Compare rates',
      'Generate documents',
      'Prepare dispatch',
      'Export',
    ]);
  });

  it('an anonymous quote ticks nothing; a signed-in one ticks "Compare rates"', async () => {
    const parcel = { country: 'USA', weight: 500, length: 10, width: 10, height: 10 };
    expect((await call(stack.url, 'POST', '/api/v1/rates/quote', parcel)).status).toBe(200);
    expect(await ticked()).toEqual([]);
    expect((await call(stack.url, 'POST', '/api/v1/rates/quote', parcel, token)).status).toBe(200);
    expect(await ticked()).toEqual(['compare-rates']);
  });

  it('orders pushed tick "Upload basic documents"; opening a document ticks "Generate documents"', async () => {
    docket = await pushDocket(stack.url, token, [
      sampleOrder(901, { orderId: 'OB-1', invoiceNo: 'OBINV-1' }),
    ]);
    expect(await ticked()).toEqual(['upload-documents', 'compare-rates']);
    const res = await fetch(`${stack.url}/api/v1/dockets/${docket}/documents/pbe`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await ticked()).toEqual(['upload-documents', 'compare-rates', 'generate-documents']);
  });

  it('a pickup booked ticks "Prepare dispatch"; the PBE number customs enter ticks "Export" and completes the list', async () => {
    const tomorrow = formatDateDMY(new Date(Date.now() + 86_400_000));
    const p = await call(
      stack.url,
      'POST',
      `/api/v1/dockets/${docket}/pickup`,
      { pickupDate: tomorrow },
      token,
    );
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(await ticked()).toContain('prepare-dispatch');
    // Customs enter the PBE number once the bill of export is filed (core canEditPbeNumber): the export went through.
    const cbic = await loginAs(stack.url, 6, 'cbic');
    const b = await call(
      stack.url,
      'PUT',
      `/api/v1/dockets/${docket}/pbe`,
      { bill: 'PBE-4471', date: formatDateDMY(new Date()) },
      cbic,
    );
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    const r = await call(stack.url, 'GET', PATH, undefined, token);
    expect(r.body.data).toMatchObject({ done: 5, complete: true });
  });

  it("an exporter user sees their exporter's list; other roles are refused", async () => {
    // The demo exporter's user (userType 3) works under the demo exporter, whose seeded dockets count.
    const staff = await loginAs(stack.url, 3, 'exporter.user');
    expect(await ticked(staff)).toContain('upload-documents');
    for (const [t, u] of [
      [4, 'cha4'],
      [10, 'superadmin'],
      [5, 'fpo.delhi'],
    ] as const) {
      expect((await call(stack.url, 'GET', PATH, undefined, await loginAs(stack.url, t, u))).status, u).toBe(
        403,
      );
    }
    expect((await call(stack.url, 'GET', PATH)).status).toBe(401);
  });
});
