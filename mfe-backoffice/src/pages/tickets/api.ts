/** The ticket screen's calls (002 §7 "Tickets and helpdesk"); every answer is the spec's envelope. */
import { expectSuccess, get, post, type Envelope } from '@exportdesk/portal-kit';
import type { TicketStatus } from '@exportdesk/core';

export interface TicketRow {
  _id: string;
  ticketId: string;
  title: string;
  type: string;
  name: string;
  email: string;
  mobile: string;
  createdBy: string;
  status: TicketStatus;
  comments: number;
  images: string[];
  pmsId: string | null;
  demo: { date: string | null; timeSlot: string | null } | null;
  createdAt: number;
  updatedAt: number;
}

export interface TicketDetails extends TicketRow {
  desc: string | null;
  url: string | null;
  company: string | null;
  reportedBy: { name: string };
  reviewedBy: { name: string } | null;
}

export interface Comment {
  _id: string;
  text: string;
  name: string;
  date: number;
}

export interface Assignee {
  _id: string;
  name: string;
  email: string;
  code: string;
}

export interface Task {
  code: string;
  title: string;
  description: string;
  deadline: string;
  priority: string;
  taskType: string;
  status: string;
  members: { _id: string; name: string }[];
  createdBy?: { name: string };
  completedBy?: { name: string };
  createdAt?: number;
  updatedAt?: number;
  comments: { name: string; comment: string; date: number }[];
}

/** Resolves data of a successful answer; rejects with the server's message otherwise. */
async function data<T>(p: Promise<Envelope<T>>): Promise<{ data: T; message: string; extra: Envelope<T> }> {
  const r = await p;
  expectSuccess(r);
  return { data: r.data as T, message: r.message ?? '', extra: r };
}

export const ticketsApi = {
  list: (status: string, type: string, page: number) =>
    data<TicketRow[]>(post('ticket/gettickets', { status, type, page })),
  count: (status: string, type: string) => data<number>(post('ticket/getTicketsCount', { status, type })),
  details: (ticketId: string) => data<TicketDetails>(post('ticket/getticketdetails', { ticketId })),
  comments: (ticketId: string) => data<{ comments: Comment[] }>(post('ticket/getComments', { ticketId })),
  addComment: (ticketId: string, comment: string) =>
    data<null>(post('ticket/addComment', { ticketId, comment })),
  update: (ticketId: string, status: TicketStatus, ticketData?: Record<string, unknown>) =>
    data<{ status: string }>(post('ticket/updateTicket', { ticketId, status, ticketData })),
  remove: (ticketId: string) => data<unknown>(post('ticket/deleteTicket', { ticketId })),
  assignees: () => data<Assignee[]>(get('ticket/getPmsUsers')),
  task: (ticketId: string) => data<Task | null>(post('ticket/getTaskDetails', { ticketId })),
  file: (ticketId: string, fileName: string) =>
    data<{ fileName: string; fileType: string; base64: string }>(
      post('ticket/viewFile', { ticketId, fileName }),
    ),
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
