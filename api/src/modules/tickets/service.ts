/** Helpdesk submissions and the super admin's ticket screen (002 §2.11, §2.12, §4, §7). Never imports Hapi: throws api/src/errors.ts. */
import {
  canChangeTicketStatus,
  canDeleteTicket,
  MSG,
  TICKET_DELETE_ONLY_PENDING,
  TICKET_NOT_FOUND,
  ticketStatusChangeMessage,
  ticketTaskSchema,
  type HelpdeskSubmission,
  type UpdateTicketInput,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import { CaptchaStore } from './captcha';
import { checkImages, TicketFiles } from './files';
import { Notifier } from '../mail/notifier';
import * as repo from './repo';
import type { TicketFilter, TicketRow } from './repo';

/** For the contact form: a ticket kept under the helpdesk's numbering, so the ticket screen lists it. */
export const openTicket = (db: AppContext['db'], t: repo.NewTicket) => repo.insertTicket(db, t);

export interface Actor {
  userId: number;
  name: string;
}

/** A list row as the ticket table reads it. */
function listRow(t: TicketRow) {
  return {
    _id: String(t.id),
    ticketId: t.ticketNo,
    title: t.title,
    type: t.type,
    name: t.name,
    email: t.email,
    mobile: t.mobile,
    createdBy: t.createdBy ?? t.name,
    status: t.status,
    comments: t.comments,
    images: t.images,
    pmsId: t.pmsId,
    demo: t.type === 'Demo Request' ? { date: t.demoDate, timeSlot: t.demoTimeSlot } : null,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

export class TicketService {
  readonly captchas: CaptchaStore;
  private files: TicketFiles;

  private readonly notifier: Notifier;

  constructor(private ctx: AppContext) {
    this.notifier = new Notifier(ctx);
    this.captchas = new CaptchaStore(ctx.redis, ctx.config.redisPrefix);
    this.files = new TicketFiles(ctx.storage);
  }

  newCaptcha() {
    return this.captchas.create();
  }

  /** The captcha is checked (and used up) first; nothing is decoded or written for a wrong one. */
  async createFromHelpdesk(
    input: HelpdeskSubmission,
    user: Actor | null,
  ): Promise<{ ticketId: string; _id: string }> {
    if (!(await this.captchas.consume(input.captchaId, input.captcha))) throw invalid(MSG.invalidCaptcha);
    const demo = input.type === 'Demo Request';
    const images = demo ? [] : checkImages(input.images);
    const saved = await this.files.save(images);
    try {
      const { id, ticketNo } = await repo.insertTicket(this.ctx.db, {
        type: input.type,
        title: input.title || input.type,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        description: input.description || null,
        url: demo ? null : input.url || null,
        demoDate: demo ? input.date : null,
        demoTimeSlot: demo ? input.timeSlot : null,
        // Who is signed in is taken from the token, never from the form.
        createdByUserId: user?.userId ?? null,
        createdBy: user?.name ?? input.name,
        images: saved,
      });
      return { ticketId: ticketNo, _id: String(id) };
    } catch (err) {
      await this.files.remove(saved);
      throw err;
    }
  }

  async list(filter: TicketFilter, page: number) {
    return (await repo.listTickets(this.ctx.db, filter, page)).map(listRow);
  }

  count(filter: TicketFilter) {
    return repo.countTickets(this.ctx.db, filter);
  }

  private async get(ref: string): Promise<TicketRow> {
    const t = await repo.findTicket(this.ctx.db, ref);
    if (!t) throw notFound(TICKET_NOT_FOUND);
    return t;
  }

  async details(ref: string) {
    const t = await this.get(ref);
    return {
      ...listRow(t),
      desc: t.description,
      url: t.url,
      company: t.company,
      reportedBy: { name: t.createdBy ?? t.name },
      // "Reviewed By (shown unless status is Pending)"
      reviewedBy: t.status === 'Pending' || !t.reviewedBy ? null : { name: t.reviewedBy },
      commentList: await repo.listComments(this.ctx.db, t.id),
    };
  }

  async comments(ref: string) {
    const t = await this.get(ref);
    return { ticketId: t.ticketNo, comments: await repo.listComments(this.ctx.db, t.id) };
  }

  /** A comment by someone other than who raised the ticket answers it: they get a mail (issue 27). */
  async addComment(ref: string, text: string, by: Actor) {
    const t = await this.get(ref);
    const commentId = await repo.addComment(this.ctx.db, t.id, text, by);
    if (t.createdByUserId !== by.userId)
      await this.notifier.ticketAnswered(
        { userId: t.createdByUserId, email: t.email, name: t.name },
        t.ticketNo,
        String(commentId),
        text,
      );
  }

  /** Status changes follow core's table; assigning also creates the task (002 §4). */
  async update(input: UpdateTicketInput, by: Actor) {
    const t = await this.get(input.ticketId);
    if (t.status === input.status) return { ticketId: t.ticketNo, status: t.status };
    if (!canChangeTicketStatus(t.status, input.status))
      throw conflict(ticketStatusChangeMessage(t.status, input.status));
    let extra: { pmsId?: string; task?: unknown } = {};
    if (input.status === 'Assigned') {
      const task = ticketTaskSchema.parse(input.ticketData ?? {});
      const assignees = await repo.listAssignees(this.ctx.db);
      const members = assignees
        .filter((a) => task.selectedUser.includes(a._id))
        .map((a) => ({ _id: a._id, name: a.name }));
      if (!members.length) throw invalid('Please select an assignee');
      const code = `TSK${String(t.id).padStart(6, '0')}`;
      extra = {
        pmsId: code,
        task: {
          code,
          ...task,
          members,
          project: 'ExportDesk',
          status: 'Open',
          createdBy: { name: by.name },
          createdAt: Date.now(),
        },
      };
    }
    if (input.status === 'Resolved' && t.task)
      extra = {
        task: { ...t.task, status: 'Completed', completedBy: { name: by.name }, updatedAt: Date.now() },
      };
    const changed = await repo.changeStatus(this.ctx.db, t.id, t.status, input.status, by, extra);
    // Someone else changed it between our read and write: report what it is now.
    if (!changed)
      throw conflict(ticketStatusChangeMessage((await this.get(input.ticketId)).status, input.status));
    return { ticketId: t.ticketNo, status: input.status };
  }

  async remove(ref: string) {
    const t = await this.get(ref);
    if (!canDeleteTicket(t.status) || !(await repo.deleteIfPending(this.ctx.db, t.id)))
      throw conflict(TICKET_DELETE_ONLY_PENDING);
    await this.files.remove(t.images);
    return { ticketId: t.ticketNo };
  }

  assignees() {
    return repo.listAssignees(this.ctx.db);
  }

  async taskDetails(ref: string) {
    const t = await this.get(ref);
    return t.task ? { ...t.task, comments: [] } : null;
  }

  /** An attachment of a ticket, as base64 (the screen shows it in an <img> or offers a download). */
  async file(ref: string, fileName: string) {
    const t = await this.get(ref);
    if (!t.images.includes(fileName)) throw notFound('No file to view');
    const f = await this.files.read(fileName);
    if (!f) throw notFound('No file to view');
    return { fileName, fileType: f.type, base64: f.bytes.toString('base64') };
  }
}
