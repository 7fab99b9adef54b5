/**
 * Ticket screen rules (002 §2.11, §4, §9). Statuses: "Pending, Approved, Rejected, In Process,
 * Assigned, Resolved". The spec shows the rule only partly: "Pending may change to Approved or
 * Rejected; Approved may change to In Process or Resolved; once In Process, Resolved or Rejected
 * the options are mostly disabled", "A toggle switch flips a ticket between Approved and Pending",
 * "Assigning sets the status to Assigned and creates a task". We read "mostly disabled" as: an
 * In Process ticket can still be assigned or resolved, an Assigned one resolved, and Resolved and
 * Rejected are final.
 */
import { z } from 'zod';
import { LIMITS } from '../limits';
import { TICKET_TYPES } from './helpdesk';

export const TICKET_STATUSES = [
  'Pending',
  'Approved',
  'Rejected',
  'In Process',
  'Assigned',
  'Resolved',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The left filter list: "All, Pending, Approved, In Process, Assigned, Resolved". */
export const TICKET_STATUS_FILTERS = [
  'All',
  'Pending',
  'Approved',
  'In Process',
  'Assigned',
  'Resolved',
] as const;
export const TICKET_PAGE_SIZE = LIMITS.pageSize; // "ticket list page size 20"
export const TICKET_PRIORITIES = ['Highest', 'High', 'Medium', 'Low', 'Lowest'] as const;

const NEXT: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  Pending: ['Approved', 'Rejected'],
  Approved: ['In Process', 'Resolved', 'Pending'],
  'In Process': ['Assigned', 'Resolved'],
  Assigned: ['Resolved'],
  Resolved: [],
  Rejected: [],
};

export const allowedTicketStatuses = (from: TicketStatus): readonly TicketStatus[] => NEXT[from] ?? [];
export const canChangeTicketStatus = (from: TicketStatus, to: TicketStatus) =>
  allowedTicketStatuses(from).includes(to);
/** "Pending shows a delete button" — and only Pending. */
export const canDeleteTicket = (status: TicketStatus) => status === 'Pending';

export const ticketStatusChangeMessage = (from: string, to: string) =>
  `A ${from} ticket cannot be changed to ${to}.`;
export const TICKET_DELETE_ONLY_PENDING = 'Only a Pending ticket can be deleted.';
export const TICKET_NOT_FOUND = 'Ticket not found.';
/** "Ticket delete asks 'Are You sure want to delete '" (the ticket id follows). */
export const ticketDeleteQuestion = (ticketId: string) => `Are You sure want to delete ${ticketId}`;

/** An image is "detected by the file name containing png, jpg, jpeg, gif or bpm" (sic; bmp too). */
export const isImageFileName = (name: string) => /png|jpe?g|gif|bpm|bmp|webp/i.test(name);

/** ticketId is the number shown to people (TKT000123); the list's internal _id is accepted too. */
const ticketRef = z.union([z.string().trim().min(1).max(40), z.number().int().positive()]).transform(String);

export const ticketListSchema = z.object({
  status: z.enum(TICKET_STATUS_FILTERS).optional().default('All'),
  type: z
    .union([z.literal('All'), z.enum(TICKET_TYPES)])
    .optional()
    .default('All'),
  page: z.coerce.number().int().min(1).optional().default(1),
});
export const ticketCountSchema = ticketListSchema.omit({ page: true });
export const ticketRefSchema = z.object({ ticketId: ticketRef });
export const addCommentSchema = z.object({
  ticketId: ticketRef,
  comment: z.string().trim().min(1, { message: 'Please write a comment' }).max(2000),
});

/** For Assigned, "ticketData holds title, deadline (formatted), taskType 'General', ... priority, project and description". */
export const ticketTaskSchema = z.object({
  title: z.string().trim().min(1, { message: 'Please enter a title' }).max(200),
  description: z.string().trim().min(1, { message: 'Please enter a description' }).max(4000),
  deadline: z
    .string()
    .trim()
    .regex(/^\d{2}\.\d{2}\.\d{4}$/, { message: 'Please select a deadline' }), // "Deadline format dd.mm.yyyy"
  priority: z.enum(TICKET_PRIORITIES).optional().default('Medium'),
  selectedUser: z
    .array(z.union([z.string(), z.number()]).transform(String))
    .min(1, { message: 'Please select an assignee' })
    .max(50),
  taskType: z.literal('General').optional().default('General'),
});

export const updateTicketSchema = z
  .object({
    ticketId: ticketRef,
    status: z.enum(TICKET_STATUSES),
    ticketData: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'Assigned') return;
    const task = ticketTaskSchema.safeParse(v.ticketData ?? {});
    if (!task.success)
      ctx.addIssue({
        code: 'custom',
        path: ['ticketData', ...task.error.issues[0].path.map(String)],
        message: task.error.issues[0].message,
      });
  });
export type UpdateTicketInput = z.infer<typeof updateTicketSchema>;
