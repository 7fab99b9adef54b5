/** Thin routes: inventory/* (SKUs, Excel in and out) and template/* (consignee and item templates). */
import type { ServerRoute } from '@hapi/hapi';
import { INVENTORY_MSG, inventoryItemSchema, templateSchema } from '@exportdesk/core';
import { z } from 'zod';
import { guarded, userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { invalid } from '../../errors';
import type { InventoryService } from './service';

const idSchema = z.object({ id: z.coerce.number().int().positive() });
const fileNameQuery = z.object({ fileName: z.string().trim().max(200).default('inventory.xlsx') });

export function inventoryRoutes(inv: InventoryService): ServerRoute[] {
  const opts = guarded('inventory.manage');
  return [
    route({
      method: 'GET',
      path: '/api/v1/inventory/list',
      options: opts,
      handler: async (req) => ok(await inv.list(userOf(req))),
    }),
    route({
      method: 'POST',
      path: '/api/v1/inventory/save',
      options: opts,
      payload: inventoryItemSchema,
      handler: async (req) => ok(await inv.save(userOf(req), req.payload), INVENTORY_MSG.saved),
    }),
    route({
      method: 'POST',
      path: '/api/v1/inventory/delete',
      options: opts,
      payload: idSchema,
      handler: async (req) => {
        await inv.remove(userOf(req), req.payload.id);
        return ok(null, INVENTORY_MSG.deleted);
      },
    }),
    route({
      // The workbook as the body (application/octet-stream), its name in ?fileName=.
      method: 'POST',
      path: '/api/v1/inventory/import',
      options: { ...opts, payload: { parse: true, output: 'data', maxBytes: 10 * 1024 * 1024 } },
      query: fileNameQuery,
      handler: async (req) => {
        if (!Buffer.isBuffer(req.payload)) throw invalid('Send the workbook as the request body');
        const r = await inv.import(userOf(req), req.query.fileName, req.payload);
        return ok(r, r.message);
      },
    }),
    {
      method: 'GET',
      path: '/api/v1/inventory/export',
      options: opts,
      handler: async (req, h) =>
        h
          .response(await inv.export(userOf(req)))
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition('ExportDesk_inventory.xlsx')),
    },
    route({
      method: 'GET',
      path: '/api/v1/template/list',
      options: opts,
      handler: async (req) => ok(await inv.templates(userOf(req))),
    }),
    route({
      method: 'POST',
      path: '/api/v1/template/save',
      options: opts,
      payload: templateSchema,
      handler: async (req) =>
        ok(await inv.saveTemplate(userOf(req), req.payload), INVENTORY_MSG.templateSaved),
    }),
    route({
      method: 'POST',
      path: '/api/v1/template/delete',
      options: opts,
      payload: idSchema,
      handler: async (req) => {
        await inv.removeTemplate(userOf(req), req.payload.id);
        return ok(null, INVENTORY_MSG.templateDeleted);
      },
    }),
  ];
}
