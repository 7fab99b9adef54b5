/** Notices, news (Updates), blog and help resources. Never imports Hapi. */
import { NOTICE_MSG, sanitizeHtml } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import * as repo from './repo';

export class ContentService {
  constructor(private ctx: AppContext) {}

  /**
   * "Notice: _id, description, isRefresh, updateCount" (000 §3). updateCount is the number of
   * updates (news items): the Updates dot shows while the reader has seen fewer (000 §4.2).
   */
  async currentNotice(userId?: number) {
    const [n, updateCount] = await Promise.all([repo.latestNotice(this.ctx.db), repo.countNews(this.ctx.db)]);
    if (!n) return null;
    const notice = { _id: String(n.id), description: n.description, isRefresh: n.isRefresh, updateCount };
    // Signed in: whether this user said 'Okay' to it already, in any browser (issue 18).
    return userId === undefined
      ? notice
      : { ...notice, acknowledged: await repo.isNoticeAcknowledged(this.ctx.db, n.id, userId) };
  }

  /** 'Okay' on the notice modal: kept per user, so the modal does not come back anywhere. */
  async acknowledgeNotice(noticeId: number, userId: number) {
    if (!(await repo.noticeExists(this.ctx.db, noticeId))) throw notFound(NOTICE_MSG.unknown);
    await repo.acknowledgeNotice(this.ctx.db, noticeId, userId);
    return { _id: String(noticeId), acknowledged: true };
  }

  /** A new notice reaches every open page at once (socket event `notice`), not only on the next fetch. */
  async publishNotice(input: { description: string; isRefresh: boolean }, by: number) {
    await repo.insertNotice(this.ctx.db, input.description, input.isRefresh, by);
    const notice = await this.currentNotice();
    this.ctx.events.broadcast('notice', { success: true, message: notice!.description, data: notice });
    return notice!;
  }

  /** Stored sanitized, and sanitized again on the way out (rows may come from elsewhere). */
  async news() {
    return (await repo.listNews(this.ctx.db)).map((n) => ({
      ...n,
      description: sanitizeHtml(n.description),
    }));
  }

  async addNews(input: { description: string; date?: Date; isNewIcon: boolean }) {
    const id = await repo.insertNews(this.ctx.db, {
      date: (input.date ?? new Date()).getTime(),
      description: sanitizeHtml(input.description),
      isNewIcon: input.isNewIcon,
    });
    return { _id: String(id) };
  }

  blog() {
    return repo.listBlog(this.ctx.db);
  }

  resources() {
    return repo.listResources(this.ctx.db);
  }
}
