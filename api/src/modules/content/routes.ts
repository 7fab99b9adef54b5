/** Thin routes: notices/current, news/getallnews, blog/getBlog, lookup/gethelpfulresources, and their admin writes. */
import type { ServerRoute } from '@hapi/hapi';
import { CONTENT_CONTRACTS, MSG, NOTICE_MSG } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ContentService } from './service';

const list = <T>(rows: T[]) => ok(rows, rows.length ? 'Success' : MSG.noDataFound);

export function contentRoutes(content: ContentService): ServerRoute[] {
  const c = CONTENT_CONTRACTS;
  const news = async () => list(await content.news());
  const blog = async () => list(await content.blog());
  const resources = async () => list(await content.resources());
  return [
    // Read on every page but the landing page, signed in or not (000 §4.2). A valid token adds
    // whether this user acknowledged it; a missing or stale one answers as for a visitor.
    route({
      contract: c.currentNotice,
      options: { auth: { mode: 'try', strategy: 'jwt' } },
      handler: async (req) =>
        ok(await content.currentNotice(req.auth.isAuthenticated ? userOf(req).userId : undefined)),
    }),
    route({
      contract: c.acknowledgeNotice,
      handler: async (req) =>
        ok(await content.acknowledgeNotice(req.params.id, userOf(req).userId), NOTICE_MSG.acknowledged),
    }),
    route({
      contract: c.publishNotice,
      handler: async (req, h) =>
        h
          .response(ok(await content.publishNotice(req.payload, userOf(req).userId), 'Notice published.'))
          .code(201),
    }),
    route({ contract: c.getallnews, handler: news }),
    // The original product's list calls are POSTs with `{}`: the body may be empty or an object.
    route({ contract: c.getallnewsPost, handler: news }),
    route({
      contract: c.addNews,
      handler: async (req, h) =>
        h.response(ok(await content.addNews(req.payload), 'Update published.')).code(201),
    }),
    route({ contract: c.getBlogPost, handler: blog }),
    // /video-resources is open, so the list is too. GET as well: a read that pages can cache.
    route({ contract: c.gethelpfulresourcesPost, handler: resources }),
    route({ contract: c.gethelpfulresources, handler: resources }),
    route({ contract: c.getBlog, handler: blog }),
  ];
}
