/** Thin routes of the helpdesk form and the ticket screen (002 §7 "Tickets and helpdesk"). */
import type { ServerRoute } from '@hapi/hapi';
import { MSG, TICKET_CONTRACTS as c } from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { userOf } from '../../http/auth';
import { route } from '../../http/route';
import type { PublicLimit } from './limit';
import type { Actor, TicketService } from './service';

const actor = (req: Parameters<typeof userOf>[0]): Actor => ({
  userId: userOf(req).userId,
  name: userOf(req).name,
});
/** 5 images of 1 MB as base64, plus the form. */
const HELPDESK_MAX_BYTES = 7.5 * 1024 * 1024;

export function ticketRoutes(
  tickets: TicketService,
  limits: { captcha: PublicLimit; submit: PublicLimit },
): ServerRoute[] {
  return [
    route({
      contract: c.captcha,
      handler: async (req, h) => {
        await limits.captcha.hit(req.info.remoteAddress);
        return h.response(ok(await tickets.newCaptcha())).header('cache-control', 'no-store');
      },
    }),
    route({
      contract: c.createTicket,
      // Public, but a signed-in user's ticket records who sent it.
      options: { auth: { mode: 'try', strategy: 'jwt' }, payload: { maxBytes: HELPDESK_MAX_BYTES } },
      handler: async (req, h) => {
        await limits.submit.hit(req.info.remoteAddress);
        const user = req.auth.isAuthenticated ? actor(req) : null;
        const t = await tickets.createFromHelpdesk(req.payload, user);
        // "createTicket ... reads success and message (the ticket number)"
        return h.response(ok(t, t.ticketId)).code(201);
      },
    }),
    route({
      contract: c.list,
      handler: async (req) => {
        const p = req.payload;
        const [rows, count] = await Promise.all([tickets.list(p, p.page), tickets.count(p)]);
        return ok(rows, rows.length ? 'Success' : MSG.noRecordFound, { count, page: p.page });
      },
    }),
    route({ contract: c.count, handler: async (req) => ok(await tickets.count(req.payload)) }),
    route({ contract: c.details, handler: async (req) => ok(await tickets.details(req.payload.ticketId)) }),
    route({ contract: c.comments, handler: async (req) => ok(await tickets.comments(req.payload.ticketId)) }),
    route({
      contract: c.addComment,
      handler: async (req) => {
        await tickets.addComment(req.payload.ticketId, req.payload.comment, actor(req));
        return ok(null, 'Comment added.');
      },
    }),
    route({
      contract: c.update,
      handler: async (req) => {
        const r = await tickets.update(req.payload, actor(req));
        return ok(r, `Ticket ${r.ticketId} is ${r.status}.`);
      },
    }),
    route({
      contract: c.remove,
      handler: async (req) => {
        const r = await tickets.remove(req.payload.ticketId);
        return ok(r, `Ticket ${r.ticketId} deleted.`);
      },
    }),
    route({ contract: c.assignees, handler: async () => ok(await tickets.assignees()) }),
    route({ contract: c.assigneesByPost, handler: async () => ok(await tickets.assignees()) }),
    route({
      contract: c.task,
      handler: async (req) => {
        const task = await tickets.taskDetails(req.payload.ticketId);
        return ok(task, task ? 'Success' : MSG.noDataFound);
      },
    }),
    route({
      contract: c.viewFile,
      handler: async (req) => ok(await tickets.file(req.payload.ticketId, req.payload.fileName)),
    }),
  ];
}
