/**
 * The public helpdesk form (002 §2.12, §3 "Helpdesk submission", §5) and its payload for
 * POST ticket/createTicket. One schema for the browser form and the API.
 */
import { z } from 'zod';
import { MSG } from '../messages';
import { EMAIL_PATTERN } from '../portal/contact';
import { CAPTCHA_LENGTH } from './captcha';

/** Ticket types as stored and listed (002 §3 "type (Issue, Demo Request, Feature Request, Contact Us Form)"). */
export const TICKET_TYPES = ['Issue', 'Demo Request', 'Feature Request', 'Contact Us Form'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** The helpdesk form offers three of them; the route id (/helpdesk/{id}) names each one. */
export const HELPDESK_TYPES = [
  { id: 'Issue', type: 'Issue', label: 'Report an Issue' },
  { id: 'DemoRequest', type: 'Demo Request', label: 'Get a Demo' },
  { id: 'FeatureRequest', type: 'Feature Request', label: 'Suggest a Feature' },
] as const satisfies ReadonlyArray<{ id: string; type: TicketType; label: string }>;
export type HelpdeskType = (typeof HELPDESK_TYPES)[number]['type'];

/** The ticket screen's request-type dropdown labels (002 §2.11), 'All' aside. */
export const TICKET_TYPE_LABELS: Readonly<Record<TicketType, string>> = {
  Issue: 'Report an Issue',
  'Demo Request': 'Get a Demo',
  'Feature Request': 'Suggest a Feature',
  'Contact Us Form': 'Contact Us Form',
};

/** "/helpdesk/{id} (id is Issue, DemoRequest or FeatureRequest)"; anything else opens the Issue form. */
export function helpdeskTypeOf(routeId: string | undefined): HelpdeskType {
  return (
    HELPDESK_TYPES.find((t) => t.id.toLowerCase() === String(routeId ?? '').toLowerCase())?.type ?? 'Issue'
  );
}

export const DEMO_TIME_SLOTS = ['10AM-1PM', '1PM-4PM', '4PM-7PM'] as const;

export const ISSUE_TYPES = [
  'Data entry form',
  'Bulk data upload from excel',
  'Bulk data upload from Amazon file',
  'Bulk data upload from eBay file',
  'Bulk data upload from API',
  'PBE',
  'CN-22',
  'CN-23',
  'RBI EDF',
  'International Bulk Mail (IBM) file',
  'Shipping label',
  'Packing list',
  'Invoices',
  'MEIS application',
  'GSTR data download',
  'HS Look up tool',
  'Postage calculator',
  'Other',
] as const;

export const FEATURE_TYPES = [
  'New form or document',
  'Changes in an existing form or document',
  'New FPO location',
  'New functionality for app',
  'Other',
] as const;

/**
 * Images: "an image upload (multiple, images only)". The limits are ours: at most 5 images of at
 * most 1 MB each, and the server checks the bytes, not the declared type or the file name.
 */
export const HELPDESK_IMAGE_LIMITS = {
  maxFiles: 5,
  maxBytes: 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'],
} as const;

/** Our messages where the spec shows none. */
export const HELPDESK_MSG = {
  selectIssueType: 'Please select the type of issue',
  selectFeatureType: 'Please select the type of feature',
  describeIssue: 'Please describe the issue',
  selectDemoDate: 'Please select a date for the demo',
  selectTimeSlot: 'Please select a time slot',
  enterCaptcha: 'Please enter the captcha',
  tooManyImages: `Please attach at most ${HELPDESK_IMAGE_LIMITS.maxFiles} images`,
  onlyImages: 'Only images (PNG, JPEG, GIF, WebP or BMP) can be attached',
  imageTooLarge: 'Each image must be at most 1 MB',
} as const;

/** "URL must look like a web address when present": scheme optional, a dotted host required. */
const WEB_ADDRESS = /^(https?:\/\/)?(localhost|([a-z0-9-]+\.)+[a-z]{2,})(:\d{1,5})?([/?#][^\s]*)?$/i;
export const isWebAddress = (s: string) => WEB_ADDRESS.test(s.trim());

const required = (message: string) => z.string({ message }).trim().min(1, { message });

export const helpdeskImageSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  fileType: z.string().trim().max(100).optional().default(''),
  // base64, optionally as a data: URL; the size is checked after decoding
  base64: z
    .string()
    .min(1)
    .max(Math.ceil((HELPDESK_IMAGE_LIMITS.maxBytes * 4) / 3) + 200, { message: HELPDESK_MSG.imageTooLarge }),
});
export type HelpdeskImage = z.infer<typeof helpdeskImageSchema>;

/** The fields every helpdesk type shares (what the form validates "after a submit attempt"). */
export const helpdeskIdentitySchema = z.object({
  name: required(MSG.helpdeskNameRequired).pipe(z.string().max(120)),
  email: required(MSG.helpdeskEmailRequired).pipe(
    z.string().max(160).regex(EMAIL_PATTERN, { message: MSG.helpdeskEmailInvalid }),
  ),
  // "Mobile required, digits only, at most 10 ('Mobile must be 10 digits only')": a mobile
  // number has exactly 10 digits, so fewer is refused with the same message.
  mobile: required(MSG.helpdeskMobileRequired).pipe(
    z.string().regex(/^\d{10}$/, { message: MSG.helpdeskMobileDigits }),
  ),
});

export const helpdeskSubmissionSchema = helpdeskIdentitySchema
  .extend({
    // The form may send the route id (DemoRequest) or the type (Demo Request).
    type: z.preprocess(
      (v) => (typeof v === 'string' ? (helpdeskTypeOfStrict(v) ?? v) : v),
      z.enum(['Issue', 'Demo Request', 'Feature Request'], { message: 'Unknown request type' }),
    ),
    title: z.string().trim().max(120).optional().default(''),
    description: z.string().trim().max(4000).optional().default(''),
    url: z
      .string()
      .trim()
      .max(500)
      .optional()
      .default('')
      .refine((u) => u === '' || isWebAddress(u), { message: MSG.invalidUrl }),
    date: z.string().trim().max(30).optional().default(''),
    timeSlot: z.string().trim().max(20).optional().default(''),
    createdBy: z.string().trim().max(120).optional(),
    images: z
      .array(helpdeskImageSchema)
      .max(HELPDESK_IMAGE_LIMITS.maxFiles, { message: HELPDESK_MSG.tooManyImages })
      .optional()
      .default([]),
    captchaId: z.string().trim().min(1, { message: HELPDESK_MSG.enterCaptcha }).max(64),
    captcha: z.string().trim().length(CAPTCHA_LENGTH, { message: MSG.invalidCaptcha }),
  })
  .superRefine((v, ctx) => {
    const need = (ok: boolean, path: string, message: string) =>
      ok || ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.type === 'Issue') {
      need((ISSUE_TYPES as readonly string[]).includes(v.title), 'title', HELPDESK_MSG.selectIssueType);
      need(v.description.length > 0, 'description', HELPDESK_MSG.describeIssue);
    }
    if (v.type === 'Feature Request')
      need((FEATURE_TYPES as readonly string[]).includes(v.title), 'title', HELPDESK_MSG.selectFeatureType);
    if (v.type === 'Demo Request') {
      need(
        /^\d{4}-\d{2}-\d{2}$/.test(v.date) && !Number.isNaN(Date.parse(v.date)),
        'date',
        HELPDESK_MSG.selectDemoDate,
      );
      need(
        (DEMO_TIME_SLOTS as readonly string[]).includes(v.timeSlot),
        'timeSlot',
        HELPDESK_MSG.selectTimeSlot,
      );
    }
  });
export type HelpdeskSubmission = z.infer<typeof helpdeskSubmissionSchema>;

function helpdeskTypeOfStrict(v: string): HelpdeskType | undefined {
  return HELPDESK_TYPES.find((t) => t.id === v || t.type === v)?.type;
}

/** Which fields the form shows for a type (002 §2.12). */
export function helpdeskFieldsFor(type: HelpdeskType) {
  return {
    demo: type === 'Demo Request',
    issueTypes: type === 'Issue',
    featureTypes: type === 'Feature Request',
    urlAndImages: type !== 'Demo Request',
    description: type === 'Issue',
  };
}

/**
 * What the bytes of an upload are, by their signature (the declared type and name are not
 * trusted). Returns the MIME type or null when it is not one of the accepted images.
 */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  if (starts(0x42, 0x4d)) return 'image/bmp';
  return null;
}

/** The base64 part of a value that may be a data: URL. */
export const base64Body = (v: string) => v.replace(/^data:[^;,]*(;[^,]*)?,/, '').replace(/\s+/g, '');
