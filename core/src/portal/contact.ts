/** Landing and footer contact form (000 §2.2, §5; 002 §5). Payload of POST authentication/contactFormEmail. */
import { z } from 'zod';
import { MSG } from '../messages';
import { LIMITS } from '../limits';

/** "one or more 10-digit numbers separated by commas" */
export const MOBILE_LIST_PATTERN = /^\d{10}(\s*,\s*\d{10})*$/;
/** "a standard email pattern" */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const contactFormSchema = z.object({
  name: z
    .string({ message: MSG.nameRequired })
    .trim()
    .min(LIMITS.contactNameMin, { message: MSG.nameRequired })
    .max(120),
  cname: z
    .string({ message: MSG.companyRequired })
    .trim()
    .min(LIMITS.contactCompanyMin, { message: MSG.companyRequired })
    .max(160),
  email: z
    .string({ message: MSG.invalidEmail })
    .trim()
    .regex(EMAIL_PATTERN, { message: MSG.invalidEmail })
    .max(160),
  mobile: z
    .string({ message: MSG.invalidMobile })
    .trim()
    .regex(MOBILE_LIST_PATTERN, { message: MSG.invalidMobile })
    .max(200),
  message: z
    .string({ message: MSG.invalidMessage })
    .trim()
    .min(LIMITS.contactMessageMin, { message: MSG.invalidMessage })
    .max(4000),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** "The submit button is disabled until name, company name, a valid email and a valid mobile are valid." */
export function contactSubmitEnabled(v: Partial<Record<keyof ContactForm, string>>): boolean {
  const s = contactFormSchema.pick({ name: true, cname: true, email: true, mobile: true }).safeParse(v);
  return s.success;
}
