import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { orderRoutes } from './routes';
import { Notifier } from '../mail/notifier';
import { OrdersService } from './service';
import { BulkUploadService } from './upload';

/** Orders in (issue 5): the public order API, its helper lists, subscription check and bulk upload. */
export const ordersPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-orders',
  register(server, { ctx }) {
    server.route(orderRoutes(new OrdersService(ctx.db, new Notifier(ctx)), new BulkUploadService(ctx)));
  },
};
