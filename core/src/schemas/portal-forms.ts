/**
 * The portal's forms that post no payload of their own (a search box, a form that leads to
 * another page) or gather more than the call takes (a quote becomes a helpdesk ticket): each
 * checked in the browser with the same rules and words as the call it leads to.
 */
import { z } from 'zod';
import { MSG } from '../messages';
import { helpdeskIdentitySchema } from '../helpdesk/helpdesk';
import { CAPTCHA_LENGTH } from '../helpdesk/captcha';
import { updateProfileSchema } from '../accounts';

/** A list's free-text search box ("Number, company or IEC" and the like). */
export const searchBoxSchema = z.object({ search: z.string().trim().max(60) });
export type SearchBoxValues = z.output<typeof searchBoxSchema>;
/**
 * A search row whose fields are still the page's own state (portal-kit's TableToolbar given no
 * form): the form kit submits it, and there is nothing for it to check.
 */
export const pageStateFieldsSchema = z.object({});
/** The clients list's search box and user type ('' = all), sent as the list's query. */
export const clientsFilterSchema = searchBoxSchema.extend({ userType: z.string().max(3) });

/** /invoice's "Tax invoice" box: the box id the generator opens (upper-cased, as ids are). */
export const boxIdFormSchema = z.object({ boxId: z.string().trim().toUpperCase().min(1).max(40) });

/**
 * /settings' document settings as the form holds them: a list left on "Choose…" is not sent, and
 * a signatory row without a name is dropped; the rest is updateProfileSchema's rules and words.
 */
export const documentSettingsFormSchema = z.preprocess((v) => {
  if (!v || typeof v !== 'object') return v;
  const f = v as { invoiceTerms?: string; igstPayment?: string; authSignatories?: Array<{ name: string }> };
  return {
    ...f,
    invoiceTerms: f.invoiceTerms || undefined,
    igstPayment: f.igstPayment || undefined,
    authSignatories: f.authSignatories?.filter((s) => s.name.trim()),
  };
}, updateProfileSchema);

/** The /plans page's "Register now" (002 §2.10): carried to /register/{referrer} as it was typed. */
export const registerStartSchema = z.object({
  userType: z.enum(['1', '4'], { message: MSG.unknownUserType }),
  referrer: z.string().trim().max(60),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/, { message: MSG.invalidMobile }),
  email: z.string().trim().email({ message: MSG.invalidEmail }).max(160),
});
export type RegisterStartValues = z.output<typeof registerStartSchema>;

/** "Get a Quote" (002 §2.10): the helpdesk ticket's identity and captcha, plus the volume. */
export const quoteRequestSchema = helpdeskIdentitySchema.extend({
  volume: z.string().trim().max(40),
  notes: z.string().trim().max(2000),
  captchaId: z.string().trim().max(64),
  captcha: z.string().trim().length(CAPTCHA_LENGTH, { message: MSG.invalidCaptcha }),
});
export type QuoteRequestValues = z.output<typeof quoteRequestSchema>;
