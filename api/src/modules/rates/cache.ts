/**
 * Its own file: a cache (the compiled tariff book in memory).
 * Tariffs in memory: the compiled book (TariffIndex) in a RevisionCache. Quotes read `value()`
 * synchronously and never touch the database; the book is reloaded only when the published
 * revision (`rate_book_state`, one row, bumped in the publish's transaction) moves, announced on
 * Redis to the other instances and polled as a safety net.
 */
import { TariffIndex } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import type { Logger } from '../../lib/logger';
import { RevisionCache } from '../../lib/revision-cache';
import * as repo from './repo';

export class TariffCache extends RevisionCache<TariffIndex> {
  constructor(db: Db, log: Logger, channel: string) {
    super(
      {
        revision: () => repo.revision(db),
        load: async () => {
          const book = await repo.loadPublished(db);
          return { revision: book.revision, value: new TariffIndex(book) };
        },
        describe: (index) => ({ cards: index.cards.length }),
      },
      new TariffIndex({ revision: -1, cards: [], zoneMaps: [] }),
      log,
      channel,
    );
  }
}
