/** HSN classifier (issue 16): description → 5 likeliest HS 2022 subheadings (core `classify`). */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { classifierRoutes } from './routes';
import { ClassifierService } from './service';

export const classifierPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-classifier',
  register(server, { ctx }) {
    server.route(classifierRoutes(new ClassifierService(ctx.db)));
  },
};
