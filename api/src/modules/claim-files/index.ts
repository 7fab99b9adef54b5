import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { ClaimReviewService } from '../claim-review/service';
import { claimFileRoutes } from './routes';
import { ClaimFilesService } from './service';

/** A MEIS application's documents: pod, pop, coi, ad (issue 16, issue 23). */
export const claimFilesPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-claim-files',
  register(server, { ctx }) {
    server.route(claimFileRoutes(new ClaimFilesService(ctx), new ClaimReviewService(ctx)));
  },
};
