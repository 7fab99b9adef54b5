/**
 * A unit of work: `work` runs every query on one transaction, committed when it resolves and
 * rolled back when it throws. Services never open a transaction themselves (house rule
 * txn-in-repos): each repo re-exports this as its `inTransaction`, and the service hands it the
 * work, calling only repo (or other areas' service) functions that take the `trx` first.
 */
import type { Knex } from 'knex';
import type { Db } from './knex';

/** The transaction a unit of work runs on (what services pass on, never query). */
export type Trx = Knex.Transaction;

export const inTransaction = <T>(db: Db, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  db.transaction(work);
