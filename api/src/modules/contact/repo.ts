/**
 * The contact form's one write: the message kept as a ticket of type 'Contact Us Form', through the
 * tickets repo (its table and numbering) so the ticket screen lists it.
 */
import type { ContactForm } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { insertTicket } from '../tickets/repo';

export function saveAsTicket(db: Db, form: ContactForm): Promise<{ id: number; ticketNo: string }> {
  return insertTicket(db, {
    type: 'Contact Us Form',
    title: `Contact from ${form.cname}`,
    name: form.name,
    company: form.cname,
    email: form.email,
    mobile: form.mobile,
    description: form.message,
    createdBy: form.name,
  });
}
