import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { Notifier } from '../mail/notifier';
import { parcelRoutes } from './routes';
import { ParcelsService } from './service';

/** Parcels not yet in a PBE (issue 15): /api/v1/order/allorders, createBox, …, createPbe and its undo. */
export const parcelsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-parcels',
  register(server, { ctx }) {
    server.route(parcelRoutes(new ParcelsService(ctx.db, new Notifier(ctx))));
  },
};
