/** The ticket screen's calls (002 §7 "Tickets and helpdesk"); every answer is the spec's envelope. */
import { callContract, expectSuccess, type Envelope } from '@exportdesk/portal-kit';
import {
  TICKET_CONTRACTS as c,
  ticketCountSchema,
  type AnswerData,
  type TicketComment,
  type TicketStatus,
} from '@exportdesk/core';

export type { Assignee, TicketDetails, TicketRow } from '@exportdesk/core';
export type Comment = TicketComment;
export type Task = NonNullable<AnswerData<typeof c.task>>;

/** Resolves data of a successful answer; rejects with the server's message otherwise. */
async function data<T>(p: Promise<Envelope<T>>): Promise<{ data: T; message: string; extra: Envelope<T> }> {
  const r = await p;
  expectSuccess(r);
  return { data: r.data as T, message: r.message ?? '', extra: r };
}

/** The selects offer core's filters only; anything else reads as All. */
const filterOf = (status: string, type: string) =>
  ticketCountSchema.catch({ status: 'All', type: 'All' }).parse({ status, type });

export const ticketsApi = {
  list: (status: string, type: string, page: number) =>
    data(callContract(c.list, { body: { ...filterOf(status, type), page } })),
  count: (status: string, type: string) => data(callContract(c.count, { body: filterOf(status, type) })),
  details: (ticketId: string) => data(callContract(c.details, { body: { ticketId } })),
  comments: (ticketId: string) => data(callContract(c.comments, { body: { ticketId } })),
  addComment: (ticketId: string, comment: string) =>
    data(callContract(c.addComment, { body: { ticketId, comment } })),
  update: (ticketId: string, status: TicketStatus, ticketData?: Record<string, unknown>) =>
    data(callContract(c.update, { body: { ticketId, status, ticketData } })),
  remove: (ticketId: string) => data(callContract(c.remove, { body: { ticketId } })),
  assignees: () => data(callContract(c.assignees)),
  task: (ticketId: string) => data(callContract(c.task, { body: { ticketId } })),
  file: (ticketId: string, fileName: string) =>
    data(callContract(c.viewFile, { body: { ticketId, fileName } })),
};

const two = (n: number) => String(n).padStart(2, '0');
/** "Ticket dates dd-MM-yyyy, with hh:mm a for updates" (002 §9). */
export function ticketDate(ms: number, withTime = false): string {
  const d = new Date(ms);
  const day = `${two(d.getDate())}-${two(d.getMonth() + 1)}-${d.getFullYear()}`;
  if (!withTime) return day;
  const h = d.getHours();
  return `${day} ${two(h % 12 || 12)}:${two(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}
