/** POST /api/v1/authentication/contactFormEmail (000 §7): public, answers { success, message }. */
import type { ServerRoute } from '@hapi/hapi';
import { ACCOUNT_EXTRA_CONTRACTS } from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { PublicLimit } from '../tickets/limit';
import { CONTACT_THANKS, type ContactService } from './service';

export function contactRoutes(contact: ContactService, limit: PublicLimit): ServerRoute[] {
  return [
    route({
      contract: ACCOUNT_EXTRA_CONTRACTS.contactFormEmail,
      handler: async (req) => {
        await limit.hit(req.info.remoteAddress);
        return ok(await contact.submit(req.payload), CONTACT_THANKS);
      },
    }),
  ];
}
