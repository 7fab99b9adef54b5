/**
 * Helpers of bench/documents.mjs, run with tsx, one measurement per process (the font sharing is
 * process-wide, so the naive baseline needs a process of its own):
 *   render <seconds>        invoice PDFs/s through api/src/documents (Roboto loaded once, parsed fonts shared)
 *   naive <seconds>         the same definitions through a plain pdfmake set up with font file paths
 *   zip <parcels> <dir>     a docket of <parcels> one-item parcels on SQLite, then generateInvoicesZip timed COLD:
 *                           the process is warmed on another docket first, the timed one was never rendered
 *   orders <n> <tag>        <n> valid public-API orders (one parcel and one invoice each), as JSON
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { sampleOrder, validateOrders } from '@exportdesk/core';
import {
  createDb,
  createRenderPool,
  generateInvoicesZip,
  localStorage,
  prepareDatabase,
} from '@exportdesk/api';
import { buildDocketDocuments, buildInvoice, renderPdf } from '../api/src/documents';
import { allocateDocketNos, orderRecord } from '../api/src/modules/orders/repo';
import { saveDockets } from '../api/src/modules/orders/service';

const [cmd, a, b] = process.argv.slice(2);
const exporter = {
  name: 'Demo Handicrafts Pvt Ltd',
  ieCode: 'ABCDE1234F',
  gstin: null,
  email: 'exporter@demo.exportdesk.local',
  mobile: null,
};
const model = buildDocketDocuments(
  {
    docketNo: 'PMB1000000000001',
    pbeType: 'PBE2',
    createdAt: Date.now(),
    shippingBillNo: null,
    shippingBillDate: null,
    exporter,
  },
  [1, 2, 3].map((n) => ({ boxId: `B${n}`, data: sampleOrder(n) as Record<string, string> })),
);
const defs = model.invoices.map((inv) => buildInvoice(model, inv));

/** Documents per second of this process's own CPU time: what one idle core would do, whatever the machine's load. */
function perCpu(n: number, c0: NodeJS.CpuUsage) {
  const c = process.cpuUsage(c0);
  return Math.round((n / ((c.user + c.system) / 1e6)) * 10) / 10;
}

async function loop(seconds: number, render: (def: (typeof defs)[number]) => Promise<Buffer>) {
  for (let i = 0; i < 3; i++) await render(defs[i % defs.length]); // warm-up: first font parse, JIT
  let n = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (performance.now() - t0 < seconds * 1000) await render(defs[n++ % defs.length]);
  return {
    docs: n,
    perSecond: Math.round((n / ((performance.now() - t0) / 1000)) * 10) / 10,
    perCpuSecond: perCpu(n, c0),
  };
}

if (cmd === 'render') {
  console.log(JSON.stringify(await loop(Number(a), renderPdf)));
} else if (cmd === 'naive') {
  const require = createRequire(import.meta.url);
  const pm = require('pdfmake');
  const dir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  pm.setFonts({
    Roboto: {
      normal: `${dir}/Roboto-Regular.ttf`,
      bold: `${dir}/Roboto-Medium.ttf`,
      italics: `${dir}/Roboto-Italic.ttf`,
      bolditalics: `${dir}/Roboto-MediumItalic.ttf`,
    },
  });
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy(() => true);
  console.log(
    JSON.stringify(
      await loop(Number(a), (def) =>
        pm.createPdf({ ...def, defaultStyle: { font: 'Roboto', fontSize: 8 } }).getBuffer(),
      ),
    ),
  );
} else if (cmd === 'orders') {
  console.log(
    JSON.stringify(
      Array.from({ length: Number(a) }, (_, i) =>
        sampleOrder(i + 1, { orderId: `${b}-${i}`, invoiceNo: `${b}-INV-${i}` }),
      ),
    ),
  );
} else if (cmd === 'zip') {
  const parcels = Number(a);
  const url = `sqlite:${path.join(b, 'bench.sqlite')}`;
  await prepareDatabase(url);
  const db = createDb(url);
  const user = await db('users').where({ username_key: 'abcde1234f' }).first('id');
  const docket = async (tag: string, n: number) => {
    const [docketNo] = await allocateDocketNos(db, 1);
    // Through core's order schema, as the order API saves them.
    const samples = Array.from({ length: n }, (_, i) =>
      sampleOrder(i + 1, { orderId: `${tag}-${i + 1}`, invoiceNo: `${tag}INV-${i + 1}` }),
    );
    const orders = validateOrders(samples).orders.map(orderRecord);
    await db.transaction((trx) =>
      saveDockets(trx, [{ exporterId: user.id, pbe: 'PBE2', docketNo, orders }], {
        createdBy: user.id,
        source: 'api',
      }),
    );
    return docketNo;
  };
  // Cold (issue 29): the timed docket was never rendered, so no stored zip short-cuts the run. The
  // process is warmed first on ANOTHER docket, as a running worker is (fonts parsed, renderer and
  // queries compiled, any pool started): timing the same docket twice read the stored zip (0.013 s).
  const pool = createRenderPool(); // as the workers' context holds one
  const warmDocket = await docket('WARM', Math.min(parcels, 50));
  const docketNo = await docket('BENCH', parcels);
  await generateInvoicesZip(db, localStorage(b), warmDocket, { pool });
  // Memory flat (issue 29 item 2): the process's resident set (render threads included) sampled
  // while the docket renders, as growth over the warmed process; a bigger docket must not grow it.
  const rss0 = process.memoryUsage.rss();
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 25);
  const t0 = performance.now();
  const c0 = process.cpuUsage(); // the whole process: every thread, a render pool's included
  const r = await generateInvoicesZip(db, localStorage(b), docketNo, { pool });
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const size = await localStorage(b).size(r.zipKey);
  console.log(
    JSON.stringify({
      parcels,
      invoices: r.invoiceCount,
      seconds: Math.round(ms) / 1000,
      cpuSeconds: Math.round((cpu.user + cpu.system) / 1e3) / 1000,
      perSecond: Math.round((r.invoiceCount / (ms / 1000)) * 10) / 10,
      zipMb: Math.round(((size ?? 0) / 1048576) * 10) / 10,
      rssMb: Math.round(rss0 / 1048576),
      peakGrowthMb: Math.round((peak - rss0) / 1048576),
    }),
  );
  await db.destroy();
  await pool?.close();
}
