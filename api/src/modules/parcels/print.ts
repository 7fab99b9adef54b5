/**
 * Its own file (a renderer): printing per selection (order/printLabel, printallshippinglabels,
 * printallcnform, printpboe) with the documents area's builders. The selection is drawn as the
 * docket it is in, or for parcels not yet in a PBE as a draft docket ("DRAFT" in place of the
 * number) at today's customs exchange rates, so the figures match what Create PBE will file.
 */
import { ratesAt, type Order } from '@exportdesk/core';
import { buildDocketDocuments, renderDocument, type PdfDocumentType } from '../../documents';
import type { Db } from '../../db/knex';
import { invalid } from '../../errors';
import { ratesUpTo } from '../exchange-rates/service';
import { exporterForDocs, type StoredParcel } from './repo';

export type PrintKind = 'labels' | 'cn' | 'pbe';

export async function printParcels(db: Db, parcels: StoredParcel[], kind: PrintKind): Promise<Buffer> {
  if (new Set(parcels.map((p) => p.exporter.id)).size > 1)
    throw invalid('Print the parcels of one exporter at a time');
  const dockets = new Set(parcels.map((p) => p.docketNo ?? 'DRAFT'));
  const at = Date.now();
  const { rates, sdrInr } = ratesAt(await ratesUpTo(db, at), at);
  const e = await exporterForDocs(db, parcels[0].exporter.id);
  const model = buildDocketDocuments(
    {
      docketNo: dockets.size === 1 ? [...dockets][0] : 'DRAFT',
      pbeType: parcels[0].pbe,
      createdAt: at,
      shippingBillNo: null,
      shippingBillDate: null,
      fpoCode: e?.fpo ?? null,
      exporter: {
        name: e?.name ?? '',
        ieCode: e?.ie_code ?? '',
        gstin: e?.gstin ?? null,
        email: e?.email ?? null,
        mobile: e?.mobile ?? null,
      },
    },
    parcels.flatMap((p) =>
      p.items.map((i: Order) => ({
        boxId: p.boxId,
        data: Object.fromEntries(
          Object.entries(i).map(([k, v]) => [k, v === undefined ? undefined : String(v)]),
        ),
      })),
    ),
    rates,
    sdrInr,
  );
  // CN forms: "CN22 up to the 300 SDR limit, CN23 above" — one PDF, so the larger form when any needs it.
  const type: PdfDocumentType =
    kind === 'labels'
      ? 'labels'
      : kind === 'pbe'
        ? 'pbe'
        : model.parcels.some((p) => p.form === 'CN23')
          ? 'cn23'
          : 'cn22';
  return renderDocument(model, type);
}
