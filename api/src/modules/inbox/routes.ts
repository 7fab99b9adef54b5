/**
 * Thin routes of the inbox (issue 17): list, thread, send (text, or a file as a form), a file's
 * download, mark read, presence. Paths are ours under /api/v1/inbox.
 */
import type { ServerRoute } from '@hapi/hapi';
import { INBOX_CONTRACTS as c, inboxSendSchema } from '@exportdesk/core';
import { invalid } from '../../errors';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { fileUpload } from '../../http/upload';
import { send as sendFile, uploadOf } from '../documents/http';
import { INBOX_MAX_FILE_BYTES, INBOX_MSG, type InboxService } from './service';

/** A form's text fields, next to its `file` part (a raw body names them in the query). */
const formField = (payload: unknown, name: string): string | undefined => {
  const v =
    payload && typeof payload === 'object' && !Buffer.isBuffer(payload)
      ? (payload as Record<string, unknown>)[name]
      : undefined;
  return typeof v === 'string' ? v : undefined;
};

export function inboxRoutes(inbox: InboxService): ServerRoute[] {
  return [
    route({ contract: c.conversations, handler: async (req) => ok(await inbox.conversations(userOf(req))) }),
    route({
      contract: c.messages,
      handler: async (req) => ok(await inbox.messages(userOf(req), req.params.id)),
    }),
    route({
      contract: c.send,
      handler: async (req) => ok(await inbox.send(userOf(req), req.payload), 'Message sent'),
    }),
    route({
      contract: c.sendFile,
      // Room for the 1 MB file and a form's framing; the 1 MB rule itself is checked on the file.
      options: { payload: fileUpload(INBOX_MAX_FILE_BYTES + 64 * 1024) },
      handler: async (req, h) => {
        const u = uploadOf(req.payload, { fileName: req.query.fileName });
        const rawConversation = formField(req.payload, 'conversationId') ?? req.query.conversationId;
        const conversation = inboxSendSchema.shape.conversationId.safeParse(rawConversation);
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
      contract: c.file,
      handler: async (req, h) => sendFile(h, await inbox.attachment(userOf(req), req.params.id), true),
    }),
    route({ contract: c.presence, handler: async (req) => ok(await inbox.presence(userOf(req))) }),
    route({
      contract: c.read,
      handler: async (req) => ok(await inbox.read(userOf(req), req.params.id)),
    }),
  ];
}
