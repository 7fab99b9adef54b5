/** Thin routes: notices/current, news/getallnews, blog/getBlog, lookup/gethelpfulresources, and their admin writes. */
import type { ServerRoute } from '@hapi/hapi';
import {
  addNewsSchema,
  emptyBodySchema,
  MSG,
  NOTICE_MSG,
  noticeIdParamsSchema,
  publishNoticeSchema,
} from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ContentService } from './service';

const list = <T>(rows: T[]) => ok(rows, rows.length ? 'Success' : MSG.noDataFound);

export function contentRoutes(content: ContentService): ServerRoute[] {
  const admin = guarded('content.manage');
  const open = { auth: false } as const;
  // The original product's list calls are POSTs with `{}`: the body may be empty or an object.
  const openPost = (path: string, answer: () => Promise<unknown>) =>
    route({ method: 'POST', path, options: open, payload: emptyBodySchema, handler: answer });
  return [
    // Read on every page but the landing page, signed in or not (000 §4.2). A valid token adds
    // whether this user acknowledged it; a missing or stale one answers as for a visitor.
    {
      method: 'GET',
      path: '/api/v1/notices/current',
      options: { auth: { mode: 'try', strategy: 'jwt' } },
      handler: async (req) =>
        ok(await content.currentNotice(req.auth.isAuthenticated ? userOf(req).userId : undefined)),
    },
    route({
      method: 'POST',
      path: '/api/v1/notices/{id}/acknowledge',
      options: guarded(),
      params: noticeIdParamsSchema,
      payload: emptyBodySchema,
      handler: async (req) =>
        ok(await content.acknowledgeNotice(req.params.id, userOf(req).userId), NOTICE_MSG.acknowledged),
    }),
    route({
      method: 'POST',
      path: '/api/v1/notices/publish',
      options: admin,
      payload: publishNoticeSchema,
      handler: async (req, h) =>
        h
          .response(ok(await content.publishNotice(req.payload, userOf(req).userId), 'Notice published.'))
          .code(201),
    }),
    {
      method: 'GET',
      path: '/api/v1/news/getallnews',
      options: open,
      handler: async () => list(await content.news()),
    },
    openPost('/api/v1/news/getallnews', async () => list(await content.news())),
    route({
      method: 'POST',
      path: '/api/v1/news/add',
      options: admin,
      payload: addNewsSchema,
      handler: async (req, h) =>
        h.response(ok(await content.addNews(req.payload), 'Update published.')).code(201),
    }),
    openPost('/api/v1/blog/getBlog', async () => list(await content.blog())),
    // /video-resources is open, so the list is too. GET as well: a read that pages can cache.
    openPost('/api/v1/lookup/gethelpfulresources', async () => list(await content.resources())),
    {
      method: 'GET',
      path: '/api/v1/lookup/gethelpfulresources',
      options: open,
      handler: async () => list(await content.resources()),
    },
    {
      method: 'GET',
      path: '/api/v1/blog/getBlog',
      options: open,
      handler: async () => list(await content.blog()),
    },
  ];
}
