import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { Notifier } from '../mail/notifier';
import { claimRoutes } from './routes';
import { SchemeRatesService } from './scheme-rates';
import { ClaimsService } from './service';

/** MEIS/RoDTEP claims, the DGFT review and the scheme rate schedules (issue 16). */
export const claimsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-claims',
  register(server, { ctx }) {
    server.route(claimRoutes(new ClaimsService(ctx, new Notifier(ctx)), new SchemeRatesService(ctx.db)));
  },
};
