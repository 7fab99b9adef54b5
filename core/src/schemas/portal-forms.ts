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
import { schemeRateUploadSchema } from '../claims/schemas';
import { INBOX_MSG } from '../contracts/inbox';
import { DOCUMENT_LIMITS } from '../documents/constants';
import {
  EXCHANGE_RATE_LIMITS,
  EXCHANGE_RATE_MSG,
  RATE_CURRENCIES,
  effectiveDateError,
  toMicros,
  type RateCurrency,
} from '../documents/exchange-rates';
import { exchangeRatesPublishSchema } from '../documents/exchange-rates-schema';
import {
  isRateCardFileName,
  RATE_CARD_MAX_BYTES,
  RATE_CARD_MSG,
  rateCardUploadSchema,
} from '../rates/schemas';
import { chosenFile } from './docket-forms';

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

// The back office's forms (mfe-backoffice).

/** "Publish a notification" (/exchange-rates): nothing is published unless a rate changes. */
export const NO_RATE_CHANGED = 'Change at least one rate to publish a notification.';

/** The rate fields as typed, one per currency (each prefilled with the rate in force). */
export type ExchangeRateFields = Record<RateCurrency, string>;

/** The currencies whose typed rate differs from the one in force (a rate not in force yet is new). */
export function changedRates(
  typed: ExchangeRateFields,
  inForce: ReadonlyMap<string, number>,
): RateCurrency[] {
  return RATE_CURRENCIES.filter((c) => {
    const text = typed[c]?.trim() ?? '';
    const m = toMicros(text);
    const was = inForce.get(c);
    return text !== '' && (m === null || was === undefined || m !== Math.round(was * 1e6));
  });
}

/**
 * The publish form over the rates in force: the date rule (today or later), the reference's
 * length and each currency's rate, in the page's words; it gives the PUT exchange-rates payload
 * of the rates changed only, or NO_RATE_CHANGED under `rates` when none is.
 */
export const exchangeRatesPublishFormSchema = (inForce: ReadonlyMap<string, number>) =>
  z
    .object({
      effectiveFrom: z
        .string()
        .trim()
        .superRefine((d, ctx) => {
          const bad = effectiveDateError(d);
          if (bad) ctx.addIssue({ code: 'custom', message: bad });
        }),
      reference: z
        .string()
        .trim()
        .min(EXCHANGE_RATE_LIMITS.referenceMin, { message: EXCHANGE_RATE_MSG.reference })
        .max(EXCHANGE_RATE_LIMITS.referenceMax, { message: EXCHANGE_RATE_MSG.reference }),
      rates: z.record(z.enum(RATE_CURRENCIES), z.string()).superRefine((typed, ctx) => {
        // The form's message of the whole group first: a field's, nested in it, comes after.
        if (changedRates(typed, inForce).length === 0)
          ctx.addIssue({ code: 'custom', message: NO_RATE_CHANGED });
        for (const c of RATE_CURRENCIES)
          if (toMicros(typed[c]?.trim() ?? '') === null)
            ctx.addIssue({ code: 'custom', message: EXCHANGE_RATE_MSG.badRate(c), path: [c] });
      }),
    })
    .transform((f): z.input<typeof exchangeRatesPublishSchema> => ({
      effectiveFrom: f.effectiveFrom,
      reference: f.reference,
      rates: Object.fromEntries(changedRates(f.rates, inForce).map((c) => [c, f.rates[c].trim()])),
    }))
    .pipe(exchangeRatesPublishSchema);

/** The inbox's attachment (000 §5): PDF, PNG or JPEG of 1 MB at most; the server checks the bytes too. */
export const INBOX_FILE_TYPES: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg'];
export const inboxAttachmentSchema = chosenFile(INBOX_MSG.noFile)
  .refine((f) => f.size <= DOCUMENT_LIMITS.uploadMaxBytes, { message: INBOX_MSG.tooLarge })
  .refine((f) => INBOX_FILE_TYPES.includes(f.type), { message: INBOX_MSG.kinds });

/** The inbox's composer: a message, a file, or both; the text as the service counts it (trimmed). */
export const INBOX_TEXT_MAX = 2000;
export const inboxComposerSchema = z
  .object({
    text: z.string().trim().max(INBOX_TEXT_MAX, { message: INBOX_MSG.tooLong }),
    file: inboxAttachmentSchema.optional(),
  })
  .refine((m) => m.text !== '' || m.file !== undefined, { message: INBOX_MSG.empty, path: ['text'] });
export type InboxComposerValues = z.input<typeof inboxComposerSchema>;

/** "Upload a rate card": the card's carrier, service and label as the upload takes them, and the file. */
export const rateCardUploadFormSchema = rateCardUploadSchema
  .pick({ carrier: true, service: true, label: true })
  .extend({
    file: chosenFile(RATE_CARD_MSG.noFile)
      .refine((f) => isRateCardFileName(f.name), { message: RATE_CARD_MSG.fileType })
      .refine((f) => f.size <= RATE_CARD_MAX_BYTES, { message: RATE_CARD_MSG.tooLarge }),
  });
/** The form's values: no file until one is chosen (the schema then says RATE_CARD_MSG.noFile). */
export type RateCardUploadForm = Omit<z.input<typeof rateCardUploadFormSchema>, 'file'> & {
  file: File | undefined;
};

/** Scheme rates' "Upload a schedule": the upload's scheme, date and reference, and the workbook. */
export const SCHEME_WORKBOOK_MSG = 'Please choose the schedule workbook (.xlsx).';
export const schemeRateUploadFormSchema = schemeRateUploadSchema
  .pick({ scheme: true, effectiveFrom: true, reference: true })
  .extend({ file: chosenFile(SCHEME_WORKBOOK_MSG) });
export type SchemeRateUploadForm = Omit<z.input<typeof schemeRateUploadFormSchema>, 'file'> & {
  file: File | undefined;
};
