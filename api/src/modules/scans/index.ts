import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { scanRoutes } from './routes';
import { ScansService } from './service';

/** Parcel scans at the FPO (issue 15): order/scanParcel. */
export const scansPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-scans',
  register(server, { ctx }) {
    server.route(scanRoutes(new ScansService(ctx.db, ctx)));
  },
};
