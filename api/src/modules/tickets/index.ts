import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { PublicLimit } from './limit';
import { ticketRoutes } from './routes';
import { TicketService } from './service';

export { TicketService } from './service';
export { PublicLimit } from './limit';

export const ticketsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-tickets',
  register(server, { ctx }) {
    const { redis, config } = ctx;
    const env = (k: string, d: number) => Number(process.env[k] ?? d);
    // Generous for people, tight for scripts; tests raise them through the environment.
    const limits = {
      captcha: new PublicLimit(redis, config.redisPrefix, 'captcha', env('HELPDESK_CAPTCHA_PER_10MIN', 120), 600),
      submit: new PublicLimit(redis, config.redisPrefix, 'helpdesk', env('HELPDESK_SUBMIT_PER_10MIN', 20), 600),
    };
    server.route(ticketRoutes(new TicketService(ctx), limits));
  },
};
