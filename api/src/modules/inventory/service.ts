/**
 * Inventory SKUs and consignee/item templates (issue 15): an exporter's own (an exporter user
 * works on its exporter's; a CHA keeps its own — ours, the spec does not say). An import is
 * checked whole first and saved all or nothing, with the problems per row.
 */
import {
  INVENTORY_MSG,
  TEMPLATE_FIELDS,
  inventoryItemSchema,
  type InventoryItem,
  type TemplateInput,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { invalid, notFound } from '../../errors';
import { ownExporter } from '../orders/accounts';
import * as repo from './repo';
import { inventoryWorkbook, readInventoryWorkbook } from './workbook';

export interface InventoryUser {
  userId: number;
  userType: number;
}

export class InventoryService {
  constructor(private readonly db: Db) {}

  private async owner(user: InventoryUser): Promise<number> {
    const own = await ownExporter(this.db, { id: user.userId, userType: user.userType });
    return own?.id ?? user.userId;
  }

  async list(user: InventoryUser) {
    return repo.listSkus(this.db, await this.owner(user));
  }

  async save(user: InventoryUser, item: InventoryItem) {
    const owner = await this.owner(user);
    await repo.upsertSkus(this.db, owner, [item]);
    return repo.listSkus(this.db, owner);
  }

  async remove(user: InventoryUser, id: number) {
    if (!(await repo.deleteSku(this.db, await this.owner(user), id))) throw notFound(INVENTORY_MSG.notFound);
  }

  async import(user: InventoryUser, fileName: string, data: Buffer) {
    const rows = await readInventoryWorkbook(fileName, data);
    const items: InventoryItem[] = [];
    const problems: Array<{ row: number; message: string }> = [];
    rows.forEach((r, i) => {
      const p = inventoryItemSchema.safeParse(r);
      if (p.success) items.push(p.data);
      else problems.push({ row: i + 2, message: p.error.issues[0].message });
    });
    if (problems.length) throw invalid(INVENTORY_MSG.rejected(problems.length), { problems });
    if (!items.length) throw invalid('No SKU rows found under the header row');
    await repo.upsertSkus(this.db, await this.owner(user), items);
    return { imported: items.length, message: INVENTORY_MSG.imported(items.length) };
  }

  async export(user: InventoryUser) {
    return inventoryWorkbook(await this.list(user));
  }

  async templates(user: InventoryUser) {
    return repo.listTemplates(this.db, await this.owner(user));
  }

  /** Only the fields of the template's kind are kept. */
  async saveTemplate(user: InventoryUser, t: TemplateInput) {
    const keep = new Set(TEMPLATE_FIELDS[t.kind]);
    const data = Object.fromEntries(
      Object.entries(t.data).filter(([k, v]) => keep.has(k) && v.trim() !== ''),
    );
    if (!Object.keys(data).length) throw invalid(`A ${t.kind} template needs at least one ${t.kind} field`);
    const owner = await this.owner(user);
    await repo.saveTemplate(this.db, owner, { ...t, data });
    return repo.listTemplates(this.db, owner);
  }

  async removeTemplate(user: InventoryUser, id: number) {
    if (!(await repo.deleteTemplate(this.db, await this.owner(user), id)))
      throw notFound(INVENTORY_MSG.templateNotFound);
  }
}
