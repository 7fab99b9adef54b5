/**
 * Thin routes: inventory/* (SKUs, Excel in and out) and template/* (consignee and item templates),
 * each from its contract (core/src/contracts/inventory.ts).
 */
import type { ServerRoute } from '@hapi/hapi';
import { INVENTORY_CONTRACTS as c, INVENTORY_MSG } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { invalid } from '../../errors';
import type { InventoryService } from './service';

export function inventoryRoutes(inv: InventoryService): ServerRoute[] {
  return [
    route({ contract: c.list, handler: async (req) => ok(await inv.list(userOf(req))) }),
    route({
      contract: c.save,
      handler: async (req) => ok(await inv.save(userOf(req), req.payload), INVENTORY_MSG.saved),
    }),
    route({
      contract: c.remove,
      handler: async (req) => {
        await inv.remove(userOf(req), req.payload.id);
        return ok(null, INVENTORY_MSG.deleted);
      },
    }),
    route({
      // The workbook as the body (application/octet-stream), its name in ?fileName=.
      contract: c.import,
      options: { payload: { parse: true, output: 'data', maxBytes: 10 * 1024 * 1024 } },
      handler: async (req) => {
        if (!Buffer.isBuffer(req.payload)) throw invalid('Send the workbook as the request body');
        const r = await inv.import(userOf(req), req.query.fileName, req.payload);
        return ok(r, r.message);
      },
    }),
    route({
      contract: c.export,
      handler: async (req, h) =>
        h
          .response(await inv.export(userOf(req)))
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition('ExportDesk_inventory.xlsx')),
    }),
    route({ contract: c.templates, handler: async (req) => ok(await inv.templates(userOf(req))) }),
    route({
      contract: c.saveTemplate,
      handler: async (req) =>
        ok(await inv.saveTemplate(userOf(req), req.payload), INVENTORY_MSG.templateSaved),
    }),
    route({
      contract: c.removeTemplate,
      handler: async (req) => {
        await inv.removeTemplate(userOf(req), req.payload.id);
        return ok(null, INVENTORY_MSG.templateDeleted);
      },
    }),
  ];
}
