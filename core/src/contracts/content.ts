/**
 * What the back office publishes (000 §3, §4.2; 001 §2.16; 002 §2.7, §2.13): the notice every
 * page reads, the updates (news), the blog and the help resources, with their admin writes. The
 * original product's list calls are POSTs with `{}`; we also answer GET.
 */
import { z } from 'zod';
import {
  addNewsSchema,
  blogPostSchema,
  emptyBodySchema,
  helpfulResourceSchema,
  newsItemSchema,
  publishNoticeSchema,
} from '../content/content';
import { noticeIdParamsSchema } from '../portal/notice-schemas';
import { noticeSchema } from '../portal/notices';
import { contract } from './contract';

const T = 'Notices and content';
const open = { tag: T, auth: 'none' } as const;
const admin = { tag: T, auth: 'bearer', permission: 'content.manage' } as const;

const news = {
  summary: 'The updates (news), newest first',
  path: 'news/getallnews',
  ...open,
  answer: z.array(newsItemSchema),
};
const blog = {
  summary: 'The blog posts, newest first',
  path: 'blog/getBlog',
  ...open,
  answer: z.array(blogPostSchema),
};
const resources = {
  summary: 'The help resources (documents and videos)',
  path: 'lookup/gethelpfulresources',
  ...open,
  answer: z.array(helpfulResourceSchema),
};
const postBody = { payload: emptyBodySchema, description: 'The original product sends `{}`.' };

export const CONTENT_CONTRACTS = {
  currentNotice: contract({
    name: 'currentNotice',
    summary: 'The notice every page shows (null when there is none)',
    description: 'Signed in, it also says whether this user acknowledged it.',
    method: 'GET',
    path: 'notices/current',
    tag: T,
    auth: 'optional',
    answer: noticeSchema.nullable(),
  }),
  acknowledgeNotice: contract({
    name: 'acknowledgeNotice',
    summary: "'Okay' on the notice: it does not come back, in any browser",
    method: 'POST',
    path: 'notices/{id}/acknowledge',
    tag: T,
    auth: 'bearer',
    permission: 'account.self',
    params: noticeIdParamsSchema,
    payload: emptyBodySchema,
    answer: z.object({ _id: z.string(), acknowledged: z.boolean() }),
  }),
  publishNotice: contract({
    name: 'publishNotice',
    summary: 'Publish a notice: every open page gets it at once',
    method: 'POST',
    path: 'notices/publish',
    ...admin,
    status: 201,
    payload: publishNoticeSchema,
    answer: noticeSchema,
  }),
  getallnews: contract({ name: 'getallnews', method: 'GET', ...news }),
  getallnewsPost: contract({ name: 'getallnewsPost', method: 'POST', ...news, ...postBody }),
  addNews: contract({
    name: 'addNews',
    summary: 'Publish an update (news item)',
    method: 'POST',
    path: 'news/add',
    ...admin,
    status: 201,
    payload: addNewsSchema,
    answer: z.object({ _id: z.string() }),
  }),
  getBlog: contract({ name: 'getBlog', method: 'GET', ...blog }),
  getBlogPost: contract({ name: 'getBlogPost', method: 'POST', ...blog, ...postBody }),
  gethelpfulresources: contract({ name: 'gethelpfulresources', method: 'GET', ...resources }),
  gethelpfulresourcesPost: contract({
    name: 'gethelpfulresourcesPost',
    method: 'POST',
    ...resources,
    ...postBody,
  }),
};
