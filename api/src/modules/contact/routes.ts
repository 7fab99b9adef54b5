/** POST /api/v1/authentication/contactFormEmail (000 §7): public, answers { success, message }. */
import type { ServerRoute } from '@hapi/hapi';
import { contactFormSchema } from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { PublicLimit } from '../tickets/limit';
import { CONTACT_THANKS, type ContactService } from './service';

export function contactRoutes(contact: ContactService, limit: PublicLimit): ServerRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/v1/authentication/contactFormEmail',
      options: { auth: false },
      payload: contactFormSchema,
      handler: async (req) => {
        await limit.hit(req.info.remoteAddress);
        return ok(await contact.submit(req.payload), CONTACT_THANKS);
      },
    }),
  ];
}
