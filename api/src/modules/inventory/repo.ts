/** Every query of inventory SKUs and parcel templates (knex; MySQL and SQLite). */
import type { InventoryItem, InventoryRow, TemplateInput, TemplateRow } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

interface SkuRow {
  id: number | string;
  sku: string;
  description: string;
  hsn_code: string;
  unit: string;
  weight: number | string;
  value: number | string;
  currency: string;
  updated_at: number | string;
}

const toSku = (r: SkuRow): InventoryRow => ({
  id: Number(r.id),
  sku: r.sku,
  description: r.description,
  hsnCode: r.hsn_code,
  unit: r.unit,
  weight: Number(r.weight),
  value: Number(r.value),
  currency: r.currency as InventoryRow['currency'],
  updatedAt: Number(r.updated_at),
});

export async function listSkus(db: Db, exporterId: number): Promise<InventoryRow[]> {
  const rows: SkuRow[] = await db('inventory_items').where({ exporter_id: exporterId }).orderBy('sku');
  return rows.map(toSku);
}

const skuColumns = (i: InventoryItem) => ({
  description: i.description,
  hsn_code: i.hsnCode,
  unit: i.unit,
  weight: i.weight,
  value: i.value,
  currency: i.currency,
});

/** Inserts or updates SKUs by their code, all in one transaction. */
export async function upsertSkus(db: Db, exporterId: number, items: InventoryItem[]): Promise<void> {
  const t = now();
  await db.transaction(async (trx) => {
    for (const i of items) {
      const n = await trx('inventory_items')
        .where({ exporter_id: exporterId, sku: i.sku })
        .update({ ...skuColumns(i), updated_at: t });
      if (!n)
        await trx('inventory_items').insert({
          exporter_id: exporterId,
          sku: i.sku,
          ...skuColumns(i),
          created_at: t,
          updated_at: t,
        });
    }
  });
}

export async function deleteSku(db: Db, exporterId: number, id: number): Promise<number> {
  return db('inventory_items').where({ exporter_id: exporterId, id }).delete();
}

interface TplRow {
  id: number | string;
  kind: string;
  name: string;
  data: string;
  updated_at: number | string;
}

export async function listTemplates(db: Db, exporterId: number): Promise<TemplateRow[]> {
  const rows: TplRow[] = await db('parcel_templates')
    .where({ exporter_id: exporterId })
    .orderBy(['kind', 'name']);
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as TemplateRow['kind'],
    name: r.name,
    data: JSON.parse(r.data) as Record<string, string>,
    updatedAt: Number(r.updated_at),
  }));
}

/** A template by (kind, name): saving the same name again replaces it. */
export async function saveTemplate(db: Db, exporterId: number, t: TemplateInput): Promise<void> {
  const at = now();
  await db.transaction(async (trx) => {
    const n = await trx('parcel_templates')
      .where({ exporter_id: exporterId, kind: t.kind, name: t.name })
      .update({ data: JSON.stringify(t.data), updated_at: at });
    if (!n)
      await trx('parcel_templates').insert({
        exporter_id: exporterId,
        kind: t.kind,
        name: t.name,
        data: JSON.stringify(t.data),
        created_at: at,
        updated_at: at,
      });
  });
}

export async function deleteTemplate(db: Db, exporterId: number, id: number): Promise<number> {
  return db('parcel_templates').where({ exporter_id: exporterId, id }).delete();
}
