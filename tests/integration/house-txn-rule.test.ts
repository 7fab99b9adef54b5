/**
 * The house rule txn-asks-inside (eslint.config.js, issue 23 item 1) on the shapes it is for: the
 * parcels bug as it was (a transaction's helper reading the user's scope on `this.db`) and its
 * relatives are refused; the fixed shapes, and `db` as a mere property name, pass.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function hits(code: string, file = 'api/src/modules/house-check/service.ts') {
  const [res] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return res.messages.filter((m) => m.ruleId === 'house/txn-asks-inside').map((m) => m.line);
}

const service = (body: string) => `
type Q = (t: string) => unknown;
declare function visibleExporters(q: Q, user: number): Promise<number[]>;
declare function rows(q: Q, scope: number[]): Promise<number[]>;
export class S {
  constructor(private readonly db: Q & { transaction<T>(f: (trx: Q) => Promise<T>): Promise<T> }) {}
${body}
}
`;

describe('house/txn-asks-inside', () => {
  it('refuses the parcels bug: a trx helper reading the scope on this.db', async () => {
    const code = service(`
  scope(user: number) { return visibleExporters(this.db, user); }
  private async selection(trx: Q, user: number) { return rows(trx, await this.scope(user)); }
  edit(user: number) { return this.db.transaction(async (trx) => this.selection(trx, user)); }`);
    expect(await hits(code)).toEqual([9]);
  });

  it('refuses this.db, this.ctx.db, ctx.db and an outer db inside the callback', async () => {
    const code = `
declare const ctx: { db: any };
export class S {
  constructor(private readonly db: any, private readonly ctx: { db: any }) {}
  a() { return this.db.transaction(async (trx: any) => [trx, this.db]); }
  b() { return this.ctx.db.transaction(async (trx: any) => [trx, this.ctx.db]); }
}
export const c = () => ctx.db.transaction(async (trx: any) => [trx, ctx.db]);
export const d = (db: any) => db.transaction(async (trx: any) => { await trx('a'); return db('b'); });`;
    expect(await hits(code, 'api/src/modules/house-check/repo.ts')).toEqual([5, 6, 8, 9]);
  });

  it('passes the fixed shape, trx-first helpers and db as a property name', async () => {
    const code = service(`
  private scope(q: Q, user: number) { return visibleExporters(q, user); }
  private async selection(trx: Q, user: number) { return rows(trx, await this.scope(trx, user)); }
  edit(user: number) {
    return this.db.transaction(async (trx) => ({ db: 1, rows: await this.selection(trx, user) }));
  }
  list(user: number) { return this.scope(this.db, user); }`);
    expect(await hits(code)).toEqual([]);
  });
});
