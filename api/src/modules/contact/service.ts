/**
 * The landing and footer contact form (000 §2.2, §5): the message is kept as a ticket of type
 * 'Contact Us Form' (so the ticket screen lists it) and mailed to the sales inbox through the
 * mail queue. Never imports Hapi; no repo.ts: the ticket and its table are the tickets area's.
 */
import type { ContactForm } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { mintJobKey } from '../../lib/queue';
import { queueMail } from '../mail/service';
import { openTicket } from '../tickets/service';

/** "promises a reply to the contact form within 1 business day" (000 §1). */
export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you within 1 business day.';

export class ContactService {
  constructor(
    private ctx: AppContext,
    private salesInbox: string,
  ) {}

  async submit(form: ContactForm): Promise<{ ticketId: string }> {
    const { ticketNo } = await openTicket(this.ctx.db, {
      type: 'Contact Us Form',
      title: `Contact from ${form.cname}`,
      name: form.name,
      company: form.cname,
      email: form.email,
      mobile: form.mobile,
      description: form.message,
      createdBy: form.name,
    });
    const text = [
      `New contact form message (${ticketNo})`,
      '',
      `Name: ${form.name}`,
      `Company: ${form.cname}`,
      `Email: ${form.email}`,
      `Mobile: ${form.mobile}`,
      '',
      form.message,
    ].join('\n');
    // One mail job per ticket, keyed by its number and a key minted with it: ticket numbers come
    // round again on a fresh database while Bull keeps the old job under its id, which would make
    // this add a no-op (issue 23 item 9). The ticket is the message's record (the helpdesk lists it): a mail that cannot be queued (Redis down) is
    // logged, not answered as a failure the visitor would retry into a second ticket.
    await queueMail(
      this.ctx,
      {
        kind: 'contact-form',
        to: this.salesInbox,
        subject: `Contact form: ${form.cname} (${ticketNo})`,
        text,
      },
      `mail:contact:${ticketNo}:${mintJobKey()}`,
    ).catch((err) => this.ctx.log.warn({ err, ticketNo }, 'contact mail not queued; the ticket stands'));
    return { ticketId: ticketNo };
  }
}
