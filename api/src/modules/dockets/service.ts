/**
 * The PBE list (001 §2.6, §3 "Docket/box list item", §5, §8, §9): one page of the dockets a user
 * may see with the search form's filters, or the Excel of the whole filtered list queued as a
 * `reports` job ('Please wait, Download will start shortly').
 */
import { randomUUID } from 'node:crypto';
import { ORDER_MSG, paginate, type PbeListQuery } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { invalid } from '../../errors';
import * as repo from './repo';

export interface DocketViewer {
  userId: number;
  userType: number;
  fpo?: string | null;
}

export class DocketsService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'queues'>) {}

  /** One page of the filtered list, with the spec's pager and message. */
  async page(user: DocketViewer, q: PbeListQuery) {
    const scope = await repo.docketScope(this.ctx.db, user);
    const total = await repo.count(this.ctx.db, scope, q);
    const pager = paginate(total, q.page, q.pageSize);
    const items = total ? await repo.list(this.ctx.db, scope, q, pager.startIndex, pager.pageSize) : [];
    // 'No record found' is the answer to a search that finds nothing (001 §8 "Bad search").
    return { items, total, pager, message: total ? ORDER_MSG.totalFound(total) : ORDER_MSG.noRecordFound };
  }

  /** getBoxCount (001 §7 "Get box count"): the boxes of the whole filtered list, with its PBE count. */
  async boxCount(user: DocketViewer, q: PbeListQuery) {
    const scope = await repo.docketScope(this.ctx.db, user);
    const t = await repo.boxTotal(this.ctx.db, scope, q);
    return { boxCount: t.boxes, pbeCount: t.dockets };
  }

  /** Queues the Excel of the filtered list; `raw` is the request as sent (the worker parses it again). */
  async download(user: DocketViewer, q: PbeListQuery, raw: unknown) {
    const scope = await repo.docketScope(this.ctx.db, user);
    const total = await repo.count(this.ctx.db, scope, q);
    // 400, not 404: the envelope words every 404 as 'Not found.', and this filter simply selects nothing.
    if (!total) throw invalid(ORDER_MSG.noDataBetweenDates);
    const jobId = `rp-${randomUUID()}`;
    await this.ctx.queues
      .get('reports')
      .add(
        { kind: 'pbe-list', userId: user.userId, userType: user.userType, fpo: user.fpo ?? null, query: raw },
        { jobId },
      );
    return { jobId, count: total };
  }
}
