import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { schemeRateRoutes } from './routes';
import { SchemeRatesService } from './service';

/** The scheme rate schedules (issue 16), split from claims into a room of their own (issue 28). */
export const schemeRatesPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-scheme-rates',
  register(server, { ctx }) {
    server.route(schemeRateRoutes(new SchemeRatesService(ctx.db)));
  },
};
