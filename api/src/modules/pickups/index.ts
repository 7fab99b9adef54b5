import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { DocumentsService } from '../documents/service';
import { Notifier } from '../mail/notifier';
import { pickupRoutes } from './routes';
import { PickupDeskService, PickupsService } from './service';

/**
 * A docket's pickup (issue 6; its own area since issue 13): schedule, mark picked up, its documents;
 * since issue 15 the super admin's Pickup Requests desk and the monthly pickup subscriptions.
 */
export const pickupsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-pickups',
  register(server, { ctx }) {
    const docs = new DocumentsService(ctx);
    server.route(
      pickupRoutes(new PickupsService(ctx, docs, new Notifier(ctx)), new PickupDeskService(ctx, docs)),
    );
  },
};
