import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { PublicLimit } from '../tickets/limit';
import { contactRoutes } from './routes';
import { ContactService } from './service';

export const contactPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-contact',
  register(server, { ctx }) {
    const { salesEmail, per10Min } = ctx.config.contact;
    const limit = new PublicLimit(ctx.redis, ctx.config.redisPrefix, 'contact', per10Min, 600);
    server.route(contactRoutes(new ContactService(ctx, salesEmail), limit));
  },
};
