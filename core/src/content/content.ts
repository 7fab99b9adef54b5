/** Notices (000 §3, §4.2), news / updates (001 §2.16), blog (002 §2.13) and help resources (002 §2.7). */
import { z } from 'zod';

export const publishNoticeSchema = z.object({
  description: z
    .string({ message: 'Please write the notice' })
    .trim()
    .min(1, { message: 'Please write the notice' })
    .max(2000),
  isRefresh: z.boolean().optional().default(false),
});

export const addNewsSchema = z.object({
  description: z
    .string({ message: 'Please write the update' })
    .trim()
    .min(1, { message: 'Please write the update' })
    .max(8000),
  date: z.coerce.date().optional(),
  isNewIcon: z.boolean().optional().default(true),
});

/** An optional empty body: these list calls are POSTs with `{}` in the original product. */
export const emptyBodySchema = z.object({}).passthrough().optional();

export const newsItemSchema = z
  .object({
    _id: z.string().optional(),
    date: z.number().describe('epoch ms'),
    description: z.string().describe('Sanitized HTML'),
    isNewIcon: z.boolean(),
  })
  .meta({ id: 'NewsItem' });
export type NewsItem = z.output<typeof newsItemSchema>;

export const blogPostSchema = z
  .object({
    _id: z.string(),
    images: z.array(z.string()),
    type: z.string(),
    title: z.string(),
    description: z.string(),
    createdBy: z.object({ name: z.string(), date: z.number() }),
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.output<typeof blogPostSchema>;

export const helpfulResourceSchema = z
  .object({
    _id: z.string(),
    file: z.string(),
    description: z.string(),
    isVideo: z.boolean(),
  })
  .meta({ id: 'HelpfulResource' });
export type HelpfulResource = z.output<typeof helpfulResourceSchema>;

/** "author name and time ago" on blog cards. */
export function timeAgo(then: number, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - then) / 1000));
  const steps: Array<[number, string]> = [
    [31536000, 'year'],
    [2592000, 'month'],
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [secs, unit] of steps) {
    const n = Math.floor(s / secs);
    if (n >= 1) return `${n} ${unit}${n > 1 ? 's' : ''} ago`;
  }
  return 'just now';
}
