/** Content calls: notices/current, news/getallnews, blog/getBlog, lookup/gethelpfulresources, and their admin writes. */
import type { Plugin } from '@hapi/hapi';
import { addNewsSchema, emptyBodySchema, MSG, publishNoticeSchema } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { guarded, userOf } from '../../http/auth';
import { validate } from '../../http/validate';
import { ContentService } from './service';

const list = <T>(rows: T[]) => ok(rows, rows.length ? 'Success' : MSG.noDataFound);

export const contentPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-content',
  register(server, { ctx }) {
    const content = new ContentService(ctx);
    const admin = guarded('content.manage');
    const open = { auth: false as const, validate: validate.payload(emptyBodySchema) };
    server.route([
      // Read on every page but the landing page, signed in or not (000 §4.2).
      { method: 'GET', path: '/api/v1/notices/current', options: { auth: false }, handler: async () => ok(await content.currentNotice()) },
      {
        method: 'POST',
        path: '/api/v1/notices/publish',
        options: { ...admin, validate: validate.payload(publishNoticeSchema) },
        handler: async (req, h) => h.response(ok(await content.publishNotice(req.payload as any, userOf(req).userId), 'Notice published.')).code(201),
      },
      { method: 'GET', path: '/api/v1/news/getallnews', options: { auth: false }, handler: async () => list(await content.news()) },
      { method: 'POST', path: '/api/v1/news/getallnews', options: open, handler: async () => list(await content.news()) },
      {
        method: 'POST',
        path: '/api/v1/news/add',
        options: { ...admin, validate: validate.payload(addNewsSchema) },
        handler: async (req, h) => h.response(ok(await content.addNews(req.payload as any), 'Update published.')).code(201),
      },
      { method: 'POST', path: '/api/v1/blog/getBlog', options: open, handler: async () => list(await content.blog()) },
      // /video-resources is open, so the list is too. GET as well: a read that pages can cache.
      { method: 'POST', path: '/api/v1/lookup/gethelpfulresources', options: open, handler: async () => list(await content.resources()) },
      { method: 'GET', path: '/api/v1/lookup/gethelpfulresources', options: { auth: false }, handler: async () => list(await content.resources()) },
      { method: 'GET', path: '/api/v1/blog/getBlog', options: { auth: false }, handler: async () => list(await content.blog()) },
    ]);
  },
};
