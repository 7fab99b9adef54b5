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

export interface NewsItem {
  date: number;
  description: string;
  isNewIcon: boolean;
}

export interface BlogPost {
  _id: string;
  images: string[];
  type: string;
  title: string;
  description: string;
  createdBy: { name: string; date: number };
}

export interface HelpfulResource {
  _id: string;
  file: string;
  description: string;
  isVideo: boolean;
}

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
