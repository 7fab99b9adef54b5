/** HS lookup: a code prefix or words (core `parseHsQuery` has read the query already). Never imports Hapi. */
import { parseHsQuery, type HsQuery, type HsRow, type MainCatInput } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { invalid } from '../../errors';
import { byCodePrefix, byWords, childrenOf, searchWithin } from './repo';

/** The parent of the chapters in `hs_codes` (HS 2022's own root). */
const ROOT = 'TOTAL';

export class HsnService {
  constructor(private readonly db: Db) {}

  lookup(q: Extract<HsQuery, { ok: true }>): Promise<HsRow[]> {
    return q.kind === 'code' ? byCodePrefix(this.db, q.code) : byWords(this.db, q.words);
  }

  /**
   * getMainCat (002 §7): a level of the tree (the chapters, a chapter's headings, a heading's
   * subheadings) or, with isSearch, the query within the group; `catCode` echoes what was opened.
   */
  async mainCat(input: MainCatInput): Promise<{ data: HsRow[]; catCode: string }> {
    if (!input.isSearch)
      return { data: await childrenOf(this.db, input.catCode || ROOT), catCode: input.catCode };
    const q = parseHsQuery(input.query);
    if (!q.ok) throw invalid(q.message);
    const data = await searchWithin(
      this.db,
      input.group,
      q.kind === 'code' ? { code: q.code } : { words: q.words },
    );
    return { data, catCode: input.group };
  }
}
