import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { BulkUploadService } from '../orders/upload';
import { marketplaceRoutes } from './routes';
import { MarketplaceService } from './service';

/** Marketplace imports (Amazon, eBay, Shopify) through the bulk upload: see README.md. */
export const marketplacePlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-marketplace',
  register(server, { ctx }) {
    server.route(marketplaceRoutes(new MarketplaceService(ctx, new BulkUploadService(ctx))));
  },
};
