/**
 * Inventory (issue 15; 000 §7 groups inventory/* and template/*): the exporter's SKUs with Excel
 * in and out, and the consignee and item templates. Every call answers the list as it now is.
 */
import { z } from 'zod';
import {
  inventoryItemSchema,
  inventoryRowSchema,
  templateRowSchema,
  templateSchema,
} from '../parcels/inventory';
import { contract, fileAnswer } from './contract';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const idSchema = z.object({ id: z.coerce.number().int().positive() });
const inv = { tag: 'Inventory', auth: 'bearer', permission: 'inventory.manage' } as const;
const tpl = { ...inv, tag: 'Templates' } as const;

export const INVENTORY_CONTRACTS = {
  list: contract({
    ...inv,
    name: 'inventoryList',
    summary: "The exporter's SKUs",
    method: 'GET',
    path: 'inventory/list',
    answer: z.array(inventoryRowSchema),
  }),
  save: contract({
    ...inv,
    name: 'inventorySave',
    summary: 'Add a SKU, or change the one with the same SKU code',
    method: 'POST',
    path: 'inventory/save',
    payload: inventoryItemSchema,
    answer: z.array(inventoryRowSchema),
  }),
  remove: contract({
    ...inv,
    name: 'inventoryDelete',
    summary: 'Delete a SKU',
    method: 'POST',
    path: 'inventory/delete',
    payload: idSchema,
    answer: z.null(),
  }),
  import: contract({
    ...inv,
    name: 'inventoryImport',
    summary: 'Import SKUs from a workbook (the body), its name in ?fileName=',
    description: 'A workbook with bad rows is refused whole; the refusal lists them in data.problems.',
    method: 'POST',
    path: 'inventory/import',
    query: z.object({ fileName: z.string().trim().max(200).default('inventory.xlsx') }),
    answer: z.object({ imported: z.number().int(), message: z.string() }),
  }),
  export: contract({
    ...inv,
    name: 'inventoryExport',
    summary: 'Every SKU as a workbook',
    method: 'GET',
    path: 'inventory/export',
    answer: fileAnswer(XLSX),
  }),
  templates: contract({
    ...tpl,
    name: 'templateList',
    summary: "The exporter's consignee and item templates",
    method: 'GET',
    path: 'template/list',
    answer: z.array(templateRowSchema),
  }),
  saveTemplate: contract({
    ...tpl,
    name: 'templateSave',
    summary: 'Save a consignee or item template (same name and kind: replaced)',
    method: 'POST',
    path: 'template/save',
    payload: templateSchema,
    answer: z.array(templateRowSchema),
  }),
  removeTemplate: contract({
    ...tpl,
    name: 'templateDelete',
    summary: 'Delete a template',
    method: 'POST',
    path: 'template/delete',
    payload: idSchema,
    answer: z.null(),
  }),
};
