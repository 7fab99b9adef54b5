/**
 * The HSN classifier (issue 16): the core ranking over the nomenclature in `hs_codes`, whose
 * index is built once per process on first use (≈0.4 s) and kept: the table changes only with a
 * migration.
 */
import {
  buildClassifierIndex,
  classifierInputError,
  classify,
  classifierMessage,
  type ClassifierIndex,
  type HsSuggestion,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { invalid } from '../../errors';
import * as repo from './repo';

export class ClassifierService {
  private index: Promise<ClassifierIndex> | null = null;

  constructor(private readonly db: Db) {}

  private ready(): Promise<ClassifierIndex> {
    this.index ??= repo.nomenclature(this.db).then(buildClassifierIndex);
    // a failed load is not kept: the next call tries again
    this.index.catch(() => (this.index = null));
    return this.index;
  }

  async classify(description: string): Promise<{ suggestions: HsSuggestion[]; message: string }> {
    const problem = classifierInputError(description);
    if (problem) throw invalid(problem);
    const suggestions = classify(await this.ready(), description.trim());
    // a weak best suggestion says "check this code" in the envelope's message (issue 24)
    return { suggestions, message: classifierMessage(suggestions) };
  }
}
