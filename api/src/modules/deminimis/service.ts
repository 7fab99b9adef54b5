/**
 * Duty-free import allowance: the de minimis table is core data (`core/src/deminimis`), so there
 * is no repo.ts and no table; the service only searches it. Never imports Hapi.
 */
import { searchDeMinimis, type DeMinimisRow } from '@exportdesk/core';

export class DeMinimisService {
  search(text: string): DeMinimisRow[] {
    return searchDeMinimis(text);
  }
}
