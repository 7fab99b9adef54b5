import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { carriersRoutes } from './routes';
import { CarriersService } from './service';

/** Courier bookings (issue 15): see README.md. */
export const carriersPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-carriers',
  register(server, { ctx }) {
    server.route(carriersRoutes(new CarriersService(ctx)));
  },
};
