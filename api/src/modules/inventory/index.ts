import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { inventoryRoutes } from './routes';
import { InventoryService } from './service';

/** Inventory SKUs and parcel templates (issue 15): inventory/* and template/*. */
export const inventoryPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-inventory',
  register(server, { ctx }) {
    server.route(inventoryRoutes(new InventoryService(ctx.db)));
  },
};
