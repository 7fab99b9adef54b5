/** HS lookup: a code prefix or words (core `parseHsQuery` has read the query already). Never imports Hapi. */
import type { HsQuery, HsRow } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { byCodePrefix, byWords } from './repo';

export class HsnService {
  constructor(private readonly db: Db) {}

  lookup(q: Extract<HsQuery, { ok: true }>): Promise<HsRow[]> {
    return q.kind === 'code' ? byCodePrefix(this.db, q.code) : byWords(this.db, q.words);
  }
}
