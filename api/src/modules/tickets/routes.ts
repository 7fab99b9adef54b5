/** Thin routes of the helpdesk form and the ticket screen (002 §7 "Tickets and helpdesk"). */
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import {
  addCommentSchema,
  helpdeskSubmissionSchema,
  MSG,
  ticketCountSchema,
  ticketListSchema,
  ticketRefSchema,
  updateTicketSchema,
} from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { guarded, userOf } from '../../http/auth';
import { route } from '../../http/route';
import type { PublicLimit } from './limit';
import type { Actor, TicketService } from './service';

const base = '/api/v1/ticket';
const admin = guarded('tickets.manage');
const actor = (req: Parameters<typeof userOf>[0]): Actor => ({
  userId: userOf(req).userId,
  name: userOf(req).name,
});
const fileSchema = z.object({
  ticketId: ticketRefSchema.shape.ticketId,
  fileName: z.string().trim().min(1).max(80),
});
/** 5 images of 1 MB as base64, plus the form. */
const HELPDESK_MAX_BYTES = 7.5 * 1024 * 1024;

export function ticketRoutes(
  tickets: TicketService,
  limits: { captcha: PublicLimit; submit: PublicLimit },
): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: `${base}/captcha`,
      options: { auth: false },
      handler: async (req, h) => {
        await limits.captcha.hit(req.info.remoteAddress);
        return h.response(ok(await tickets.newCaptcha())).header('cache-control', 'no-store');
      },
    },
    route({
      method: 'POST',
      path: `${base}/createTicket`,
      // Public, but a signed-in user's ticket records who sent it.
      options: { auth: { mode: 'try', strategy: 'jwt' }, payload: { maxBytes: HELPDESK_MAX_BYTES } },
      payload: helpdeskSubmissionSchema,
      handler: async (req, h) => {
        await limits.submit.hit(req.info.remoteAddress);
        const user = req.auth.isAuthenticated ? actor(req) : null;
        const t = await tickets.createFromHelpdesk(req.payload, user);
        // "createTicket ... reads success and message (the ticket number)"
        return h.response(ok(t, t.ticketId)).code(201);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/gettickets`,
      options: admin,
      payload: ticketListSchema,
      handler: async (req) => {
        const p = req.payload;
        const [rows, count] = await Promise.all([tickets.list(p, p.page), tickets.count(p)]);
        return ok(rows, rows.length ? 'Success' : MSG.noRecordFound, { count, page: p.page });
      },
    }),
    route({
      method: 'POST',
      path: `${base}/getTicketsCount`,
      options: admin,
      payload: ticketCountSchema,
      handler: async (req) => ok(await tickets.count(req.payload)),
    }),
    route({
      method: 'POST',
      path: `${base}/getticketdetails`,
      options: admin,
      payload: ticketRefSchema,
      handler: async (req) => ok(await tickets.details(req.payload.ticketId)),
    }),
    route({
      method: 'POST',
      path: `${base}/getComments`,
      options: admin,
      payload: ticketRefSchema,
      handler: async (req) => ok(await tickets.comments(req.payload.ticketId)),
    }),
    route({
      method: 'POST',
      path: `${base}/addComment`,
      options: admin,
      payload: addCommentSchema,
      handler: async (req) => {
        await tickets.addComment(req.payload.ticketId, req.payload.comment, actor(req));
        return ok(null, 'Comment added.');
      },
    }),
    route({
      method: 'POST',
      path: `${base}/updateTicket`,
      options: admin,
      payload: updateTicketSchema,
      handler: async (req) => {
        const r = await tickets.update(req.payload, actor(req));
        return ok(r, `Ticket ${r.ticketId} is ${r.status}.`);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/deleteTicket`,
      options: admin,
      payload: ticketRefSchema,
      handler: async (req) => {
        const r = await tickets.remove(req.payload.ticketId);
        return ok(r, `Ticket ${r.ticketId} deleted.`);
      },
    }),
    {
      method: ['GET', 'POST'],
      path: `${base}/getPmsUsers`,
      options: admin,
      handler: async () => ok(await tickets.assignees()),
    },
    route({
      method: 'POST',
      path: `${base}/getTaskDetails`,
      options: admin,
      payload: ticketRefSchema.passthrough(),
      handler: async (req) => {
        const task = await tickets.taskDetails(req.payload.ticketId);
        return ok(task, task ? 'Success' : MSG.noDataFound);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/viewFile`,
      options: admin,
      payload: fileSchema,
      handler: async (req) => ok(await tickets.file(req.payload.ticketId, req.payload.fileName)),
    }),
  ];
}
