import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { claimRoutes } from './routes';
import { ClaimsService } from './service';

/** MEIS/RoDTEP applications made from the MEIS Excel (issue 16). */
export const claimsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-claims',
  register(server, { ctx }) {
    server.route(claimRoutes(new ClaimsService(ctx)));
  },
};
