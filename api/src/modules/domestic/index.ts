import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { domesticRoutes } from './routes';
import { DomesticService } from './service';

/**
 * Domestic shipments (issue 15: /domesticshipments, /domesticrateupload): the versioned domestic
 * rate card and the domestic accounts list. Domestic booking itself lives in the separate domestic
 * app (000 §4.4), so this product holds no domestic parcels to list.
 */
export const domesticPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-domestic',
  async register(server, { ctx }) {
    server.route(domesticRoutes(new DomesticService(ctx.db, ctx.config.workbook)));
  },
};
