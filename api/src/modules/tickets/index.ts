/** Helpdesk form, captcha and the ticket screen: the plugin builds the service and limits, registers the routes. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { PublicLimit } from './limit';
import { ticketRoutes } from './routes';
import { TicketService } from './service';

export const ticketsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-tickets',
  register(server, { ctx }) {
    const { redis, config } = ctx;
    // Generous for people, tight for scripts; tests raise them through the configuration.
    const limits = {
      captcha: new PublicLimit(
        redis,
        config.redisPrefix,
        'captcha',
        config.helpdeskLimits.captchaPer10Min,
        600,
      ),
      submit: new PublicLimit(
        redis,
        config.redisPrefix,
        'helpdesk',
        config.helpdeskLimits.submitPer10Min,
        600,
      ),
    };
    server.route(ticketRoutes(new TicketService(ctx), limits));
  },
};
