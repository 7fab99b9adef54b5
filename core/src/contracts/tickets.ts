/** The helpdesk form and the ticket screen (002 §7 "Tickets and helpdesk"). */
import { z } from 'zod';
import { helpdeskSubmissionSchema, TICKET_TYPES } from '../helpdesk/helpdesk';
import {
  addCommentSchema,
  TICKET_STATUSES,
  ticketCountSchema,
  ticketListSchema,
  ticketRefSchema,
  updateTicketSchema,
} from '../helpdesk/tickets';
import { contract } from './contract';

const TAG = 'Tickets';

export const ticketRowSchema = z
  .object({
    _id: z.string(),
    ticketId: z.string().describe('The number people see (TKT000123)'),
    title: z.string(),
    type: z.enum(TICKET_TYPES),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    createdBy: z.string(),
    status: z.enum(TICKET_STATUSES),
    comments: z.number().int(),
    images: z.array(z.string()),
    pmsId: z.string().nullable(),
    demo: z.object({ date: z.string().nullable(), timeSlot: z.string().nullable() }).nullable(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'TicketRow' });
export type TicketRow = z.output<typeof ticketRowSchema>;

export const ticketCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  name: z.string(),
  date: z.number(),
});
export type TicketComment = z.output<typeof ticketCommentSchema>;

export const ticketDetailsSchema = ticketRowSchema
  .extend({
    desc: z.string().nullable(),
    url: z.string().nullable(),
    company: z.string().nullable(),
    reportedBy: z.object({ name: z.string() }),
    reviewedBy: z.object({ name: z.string() }).nullable().describe('null while Pending'),
    commentList: z.array(ticketCommentSchema),
  })
  .meta({ id: 'TicketDetails' });
export type TicketDetails = z.output<typeof ticketDetailsSchema>;

export const assigneeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  code: z.string(),
});
export type Assignee = z.output<typeof assigneeSchema>;

/** The task made when a ticket is assigned (002 §4), as stored with the ticket. */
export const ticketTaskViewSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    deadline: z.string().describe('dd.mm.yyyy'),
    priority: z.string(),
    taskType: z.string(),
    status: z.string(),
    project: z.string().optional(),
    selectedUser: z.array(z.string()).optional(),
    members: z.array(z.object({ _id: z.string(), name: z.string() })),
    createdBy: z.object({ name: z.string() }).optional(),
    completedBy: z.object({ name: z.string() }).optional(),
    createdAt: z.number().optional(),
    updatedAt: z.number().optional(),
  })
  .meta({ id: 'TicketTask' });
export type TicketTask = z.output<typeof ticketTaskViewSchema>;

const ticketFileSchema = z.object({
  ticketId: ticketRefSchema.shape.ticketId,
  fileName: z.string().trim().min(1).max(80),
});

const post = (name: string, summary: string) =>
  ({
    name,
    summary,
    method: 'POST',
    path: `ticket/${name}`,
    tag: TAG,
    auth: 'bearer',
    permission: 'tickets.manage',
  }) as const;

export const TICKET_CONTRACTS = {
  captcha: contract({
    name: 'getCaptcha',
    summary: 'A captcha for the helpdesk form: its image and the id to send back with the answer',
    method: 'GET',
    path: 'ticket/captcha',
    tag: TAG,
    auth: 'none',
    answer: z.object({
      captchaId: z.string(),
      image: z.string().describe('A data: URL'),
      width: z.number().int(),
      height: z.number().int(),
      expiresInSec: z.number().int(),
    }),
  }),
  createTicket: contract({
    name: 'createTicket',
    summary: 'Send the helpdesk form: an issue, a demo or feature request, or a contact message',
    description: 'Public; a signed-in sender is recorded. The message is the ticket number.',
    method: 'POST',
    path: 'ticket/createTicket',
    tag: TAG,
    auth: 'optional',
    status: 201,
    payload: helpdeskSubmissionSchema,
    answer: z.object({ ticketId: z.string(), _id: z.string() }),
  }),
  list: contract({
    ...post('gettickets', 'Tickets by status and type, 20 a page'),
    payload: ticketListSchema,
    answer: z.array(ticketRowSchema),
    extra: { count: z.number().int(), page: z.number().int() },
  }),
  count: contract({
    ...post('getTicketsCount', 'How many tickets a status and type filter holds'),
    payload: ticketCountSchema,
    answer: z.number().int(),
  }),
  details: contract({
    ...post('getticketdetails', 'A ticket with its description, reporter, reviewer and comments'),
    payload: ticketRefSchema,
    answer: ticketDetailsSchema,
  }),
  comments: contract({
    ...post('getComments', "A ticket's comments, oldest first"),
    payload: ticketRefSchema,
    answer: z.object({ ticketId: z.string(), comments: z.array(ticketCommentSchema) }),
  }),
  addComment: contract({
    ...post('addComment', 'Comment on a ticket (its sender gets a mail)'),
    payload: addCommentSchema,
    answer: z.null(),
  }),
  update: contract({
    ...post('updateTicket', "Move a ticket's status; Assigned also creates its task"),
    payload: updateTicketSchema,
    answer: z.object({ ticketId: z.string(), status: z.enum(TICKET_STATUSES) }),
  }),
  remove: contract({
    ...post('deleteTicket', 'Delete a Pending ticket and its images'),
    payload: ticketRefSchema,
    answer: z.object({ ticketId: z.string() }),
  }),
  assignees: contract({
    name: 'getPmsUsers',
    summary: 'The back-office people a ticket can be assigned to',
    method: 'GET',
    path: 'ticket/getPmsUsers',
    tag: TAG,
    auth: 'bearer',
    permission: 'tickets.manage',
    answer: z.array(assigneeSchema),
  }),
  assigneesByPost: contract({
    ...post('getPmsUsers', 'The back-office people a ticket can be assigned to (the spec’s POST)'),
    name: 'getPmsUsersByPost',
    answer: z.array(assigneeSchema),
  }),
  task: contract({
    ...post('getTaskDetails', "An assigned ticket's task, or null"),
    payload: ticketRefSchema.passthrough(),
    answer: ticketTaskViewSchema
      .extend({ comments: z.array(z.object({ name: z.string(), comment: z.string(), date: z.number() })) })
      .nullable(),
  }),
  viewFile: contract({
    ...post('viewFile', "A ticket's image, as base64"),
    payload: ticketFileSchema,
    answer: z.object({ fileName: z.string(), fileType: z.string(), base64: z.string() }),
  }),
};
