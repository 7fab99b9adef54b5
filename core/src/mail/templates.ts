/**
 * The e-mails the product sends on its own (issue 27): one template set, each mail a function of
 * typed data → { subject, html, text }. Every value is escaped in the HTML (a company name with
 * "<b>" prints as text); the text part is the same words without markup. Which mails a user may
 * switch off, with the labels of the Settings list, is NOTIFICATION_KINDS.
 */
import { z } from 'zod';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The mails a user can switch off in Settings, in the order the list shows them. */
export const NOTIFICATION_KINDS = [
  'welcome',
  'docket-created',
  'pickup-scheduled',
  'pickup-done',
  'claim-status',
  'payment-receipt',
  'ticket-answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LABELS: Readonly<Record<NotificationKind, string>> = {
  welcome: 'Welcome e-mail when my account is ready',
  'docket-created': 'A docket is created (with its documents link)',
  'pickup-scheduled': 'A pickup is scheduled',
  'pickup-done': 'A pickup is done',
  'claim-status': 'The status of a claim changes',
  'payment-receipt': 'Payment receipt with the tax invoice',
  'ticket-answered': 'A support ticket is answered',
};

/** GET/PUT notifications/preferences: every kind on or off (a missing kind stays as it was). */
export const notificationPreferencesSchema = z.object({
  preferences: z.partialRecord(
    z.enum(NOTIFICATION_KINDS),
    z.boolean({ message: 'Please choose on or off.' }),
  ),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;
/** What GET/PUT notifications/preferences answer: every kind, on or off. */
export const notificationPreferencesAnswerSchema = z
  .record(z.enum(NOTIFICATION_KINDS), z.boolean())
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.output<typeof notificationPreferencesAnswerSchema>;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A paragraph of text, or a link (label, url), or a list of label: value rows. */
type Block = string | { link: string; url: string } | { rows: Array<[string, string]> };

function layout(subject: string, name: string, blocks: Block[]): RenderedMail {
  const html: string[] = [`<p>Dear ${escapeHtml(name)},</p>`];
  const text: string[] = [`Dear ${name},`, ''];
  for (const b of blocks) {
    if (typeof b === 'string') {
      html.push(`<p>${escapeHtml(b)}</p>`);
      text.push(b, '');
    } else if ('link' in b) {
      html.push(`<p><a href="${escapeHtml(b.url)}">${escapeHtml(b.link)}</a></p>`);
      text.push(`${b.link}: ${b.url}`, '');
    } else {
      html.push(
        `<table cellpadding="4">${b.rows
          .map(([k, v]) => `<tr><td><b>${escapeHtml(k)}</b></td><td>${escapeHtml(v)}</td></tr>`)
          .join('')}</table>`,
      );
      text.push(...b.rows.map(([k, v]) => `${k}: ${v}`), '');
    }
  }
  const footer = 'You can choose which e-mails you get in Settings.';
  html.push('<p>ExportDesk</p>', `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`);
  text.push('ExportDesk', '', footer);
  return {
    subject,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif">${html.join('')}</body></html>`,
    text: text.join('\n'),
  };
}

const base = (portalUrl: string) => portalUrl.replace(/\/$/, '');

export const MAIL_TEMPLATES = {
  welcome: (d: { name: string; portalUrl: string }) =>
    layout('Welcome to ExportDesk', d.name, [
      'Your ExportDesk account is ready. Upload your orders, print the postal documents and schedule pickups from one place.',
      { link: 'Sign in to ExportDesk', url: `${base(d.portalUrl)}/login` },
    ]),

  docketCreated: (d: { name: string; docketNo: string; orders: number; portalUrl: string }) =>
    layout(`Docket ${d.docketNo} created`, d.name, [
      `Your docket ${d.docketNo} with ${d.orders} order${d.orders === 1 ? '' : 's'} is created. Its documents are ready to print.`,
      {
        link: 'Open the docket and its documents',
        url: `${base(d.portalUrl)}/documents?docket=${encodeURIComponent(d.docketNo)}`,
      },
    ]),

  pickupScheduled: (d: { name: string; docketNo: string; pickupDate: string }) =>
    layout(`Pickup scheduled for docket ${d.docketNo}`, d.name, [
      `The pickup of docket ${d.docketNo} is scheduled.`,
      {
        rows: [
          ['Docket', d.docketNo],
          ['Pickup date', d.pickupDate],
        ],
      },
      'Please keep the parcels packed and the documents printed.',
    ]),

  pickupDone: (d: { name: string; docketNo: string }) =>
    layout(`Docket ${d.docketNo} picked up`, d.name, [`The parcels of docket ${d.docketNo} were picked up.`]),

  claimStatus: (d: { name: string; refNo: string; status: string; portalUrl: string }) =>
    layout(`Claim ${d.refNo}: ${d.status}`, d.name, [
      `The status of your claim ${d.refNo} is now: ${d.status}.`,
      { link: 'See your claims', url: `${base(d.portalUrl)}/meis` },
    ]),

  paymentReceipt: (d: {
    name: string;
    orderId: string;
    amount: string;
    description: string;
    invoiceNo: string;
  }) =>
    layout(`Payment received: ${d.description}`, d.name, [
      'We received your payment. Thank you.',
      {
        rows: [
          ['For', d.description],
          ['Amount', d.amount],
          ['Payment order', d.orderId],
          ['Tax invoice', d.invoiceNo],
        ],
      },
      'The GST tax invoice is attached.',
    ]),

  ticketAnswered: (d: { name: string; ticketRef: string; answer: string }) =>
    layout(`Your ticket ${d.ticketRef} was answered`, d.name, [
      `There is an answer on your support ticket ${d.ticketRef}:`,
      d.answer,
    ]),

  webhookDisabled: (d: { name: string; url: string; since: string; lastError: string; portalUrl: string }) =>
    layout('Webhook endpoint disabled', d.name, [
      `Deliveries to your webhook endpoint ${d.url} failed continuously since ${d.since}, so we disabled it.`,
      { rows: [['Last error', d.lastError]] },
      'Events that happen meanwhile are not sent to it. Fix the receiver, then remove the endpoint and add it again.',
      { link: 'Open your webhooks', url: `${base(d.portalUrl)}/api` },
    ]),
} satisfies Record<string, (d: never) => RenderedMail>;
