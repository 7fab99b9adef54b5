/** Thin routes of the inbox (issue 17): list, thread, send, mark read. Paths are ours under /api/v1/inbox. */
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { INBOX_MSG, type InboxService } from './service';

const v1 = '/api/v1/inbox';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const sendSchema = z.object({
  conversationId: z.coerce.number().int().positive().optional(),
  // length is checked after trimming in the service (2000 max); this only refuses a missing text
  text: z.string({ error: INBOX_MSG.empty }),
});

export function inboxRoutes(inbox: InboxService): ServerRoute[] {
  const use = guarded('inbox.use');
  return [
    route({
      method: 'GET',
      path: `${v1}/conversations`,
      options: use,
      handler: async (req) => ok(await inbox.conversations(userOf(req))),
    }),
    route({
      method: 'GET',
      path: `${v1}/conversations/{id}/messages`,
      options: use,
      params: idParams,
      handler: async (req) => ok(await inbox.messages(userOf(req), req.params.id)),
    }),
    route({
      method: 'POST',
      path: `${v1}/messages`,
      options: use,
      payload: sendSchema,
      handler: async (req) => ok(await inbox.send(userOf(req), req.payload), 'Message sent'),
    }),
    route({
      method: 'POST',
      path: `${v1}/conversations/{id}/read`,
      options: use,
      params: idParams,
      handler: async (req) => ok(await inbox.read(userOf(req), req.params.id)),
    }),
  ];
}
