/**
 * Thin routes of the inbox (issue 17): list, thread, send (text, or a file as a form), a file's
 * download, mark read, presence. Paths are ours under /api/v1/inbox.
 */
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { invalid } from '../../errors';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { fileUpload, send as sendFile, uploadOf } from '../documents/http';
import { INBOX_MAX_FILE_BYTES, INBOX_MSG, type InboxService } from './service';

const v1 = '/api/v1/inbox';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const sendSchema = z.object({
  conversationId: z.coerce.number().int().positive().optional(),
  // length is checked after trimming in the service (2000 max); this only refuses a missing text
  text: z.string({ error: INBOX_MSG.empty }),
});

const fileQuery = z.object({
  conversationId: z.coerce.number().int().positive().optional(),
  fileName: z.string().trim().max(200).optional(),
  text: z.string().optional(),
});
/** A form's text fields, next to its `file` part (a raw body names them in the query). */
const formField = (payload: unknown, name: string): string | undefined => {
  const v =
    payload && typeof payload === 'object' && !Buffer.isBuffer(payload)
      ? (payload as Record<string, unknown>)[name]
      : undefined;
  return typeof v === 'string' ? v : undefined;
};

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
      path: `${v1}/messages/file`,
      // Room for the 1 MB file and a form's framing; the 1 MB rule itself is checked on the file.
      options: { ...use, payload: fileUpload(INBOX_MAX_FILE_BYTES + 64 * 1024) },
      query: fileQuery,
      handler: async (req, h) => {
        const u = uploadOf(req.payload, { fileName: req.query.fileName });
        const rawConversation = formField(req.payload, 'conversationId') ?? req.query.conversationId;
        const conversation = sendSchema.shape.conversationId.safeParse(rawConversation);
        if (!conversation.success) throw invalid(INBOX_MSG.notFound);
        const msg = await inbox.sendFile(userOf(req), {
          conversationId: conversation.data,
          text: formField(req.payload, 'text') ?? req.query.text,
          fileName: u.fileName,
          data: u.data,
        });
        return h.response(ok(msg, 'Message sent')).code(201);
      },
    }),
    route({
      method: 'GET',
      path: `${v1}/messages/{id}/file`,
      options: use,
      params: idParams,
      handler: async (req, h) => sendFile(h, await inbox.attachment(userOf(req), req.params.id), true),
    }),
    route({
      method: 'GET',
      path: `${v1}/presence`,
      options: use,
      handler: async (req) => ok(await inbox.presence(userOf(req))),
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
