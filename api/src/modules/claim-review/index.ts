import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { Notifier } from '../mail/notifier';
import { claimReviewRoutes } from './routes';
import { ClaimReviewService } from './service';

/** The MEIS applications' review: list, submission to DGFT, DGFT's status, remarks (issue 16). */
export const claimReviewPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-claim-review',
  register(server, { ctx }) {
    server.route(claimReviewRoutes(new ClaimReviewService(ctx, new Notifier(ctx))));
  },
};
