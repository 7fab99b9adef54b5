/** POST /api/v1/authentication/contactFormEmail (000 §7): public, answers { success, message }. */
import type { Plugin } from '@hapi/hapi';
import { contactFormSchema } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { PublicLimit } from '../tickets/limit';
import { CONTACT_THANKS, ContactService } from './service';

export const contactPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-contact',
  register(server, { ctx }) {
    const contact = new ContactService(ctx, process.env.SALES_EMAIL ?? 'sales@exportdesk.local');
    const limit = new PublicLimit(ctx.redis, ctx.config.redisPrefix, 'contact', Number(process.env.CONTACT_PER_10MIN ?? 20), 600);
    server.route({
      method: 'POST',
      path: '/api/v1/authentication/contactFormEmail',
      options: { auth: false, validate: validate.payload(contactFormSchema) },
      handler: async (req) => {
        await limit.hit(req.info.remoteAddress);
        return ok(await contact.submit(req.payload as any), CONTACT_THANKS);
      },
    });
  },
};
