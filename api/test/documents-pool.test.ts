/**
 * The render pool (issue 29): an invoice rendered on a worker thread is the same PDF, byte for
 * byte, as one rendered in process; a render is deterministic (the creation date is the docket's);
 * a closed pool leaves no thread behind.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sampleOrder } from '@exportdesk/core';
import { buildDocketDocuments, buildInvoice, renderPdf } from '../src/documents';
import { createRenderPool, RenderPool } from '../src/documents/render-pool';

const model = buildDocketDocuments(
  {
    docketNo: 'PMB1000000000042',
    pbeType: 'PBE2',
    createdAt: Date.UTC(2026, 10, 2, 9, 30),
    shippingBillNo: null,
    shippingBillDate: null,
    exporter: {
      name: 'Demo Handicrafts Pvt Ltd',
      ieCode: 'ABCDE1234F',
      gstin: null,
      email: 'exporter@demo.exportdesk.local',
      mobile: null,
    },
  },
  [1, 2, 3, 4].map((n) => ({
    boxId: `B${n}`,
    data: sampleOrder(n, { invoiceNo: `POOL-${n}`, orderId: `P-${n}` }) as Record<string, string>,
  })),
);
// pdfmake writes into a definition as it lays it out (positions, functions): a fresh one per render.
const defs = () => model.invoices.map((inv) => buildInvoice(model, inv));

// One pool for the file, as the workers' context holds one; the last test closes its own.
const shared = createRenderPool();
afterAll(() => shared?.close());

describe('render pool', () => {
  it('renders the same bytes on a thread as in process, and the same bytes twice', async () => {
    const pool = shared;
    // This machine has at least two cores and the thread script is beside the pool module.
    expect(pool).toBeInstanceOf(RenderPool);
    expect(defs().length).toBeGreaterThanOrEqual(3);
    const pooled = await Promise.all(defs().map((def) => pool!.render(def)));
    const [a, b] = [defs(), defs()];
    for (let i = 0; i < pooled.length; i++) {
      const alone = await renderPdf(a[i]);
      expect(pooled[i].subarray(0, 5).toString()).toBe('%PDF-');
      expect(pooled[i].equals(alone)).toBe(true);
      expect((await renderPdf(b[i])).equals(alone)).toBe(true);
    }
    // The creation date is the docket's, not the clock's.
    expect(pooled[0].toString('latin1')).toContain('D:20261102093000Z');
  });

  it('refuses work once closed, and a closed pool holds no thread', async () => {
    const pool = createRenderPool()!;
    const refused = expect(pool.render(defs()[0])).rejects.toThrow('render pool closed');
    await pool.close();
    await refused;
    // Closed: renders in process instead of on a thread.
    expect((await pool.render(defs()[1])).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
