import type { z } from 'zod';

/** The message a user should read for a failed parse: the first issue's, as the spec words it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}
