/** RevisionCache (api/src/lib/revision-cache.ts): the one reload loop behind tariffs, EMS revenue and exchange rates. */
import { describe, expect, it } from 'vitest';
import { createLogger } from '@exportdesk/api';
import { RevisionCache } from '../src/lib/revision-cache';

const log = createLogger('silent', 'test');
const tick = () => new Promise((r) => setTimeout(r, 5));

/** A stored table whose loads take `delayMs`, counting reads and overlaps. */
function source(delayMs = 20) {
  const s = { stored: 1, revisionReads: 0, loads: 0, active: 0, maxActive: 0 };
  return Object.assign(s, {
    revision: async () => {
      s.revisionReads++;
      return s.stored;
    },
    load: async () => {
      s.loads++;
      s.active++;
      s.maxActive = Math.max(s.maxActive, s.active);
      const revision = s.stored; // what the load reads when it starts
      await new Promise((r) => setTimeout(r, delayMs));
      s.active--;
      return { revision, value: `v${revision}` };
    },
  });
}

describe('RevisionCache', () => {
  it('loads on start, then only when the revision moves', async () => {
    const src = source(1);
    const cache = new RevisionCache(src, 'empty', log, 'test:a');
    expect(cache.value()).toBe('empty');
    expect(cache.revision()).toBeNull();
    await cache.start(null, 60_000);
    expect([cache.value(), cache.revision(), src.loads]).toEqual(['v1', 1, 1]);
    await cache.refresh();
    expect(src.loads).toBe(1);
    src.stored = 2;
    await cache.refresh();
    expect([cache.value(), src.loads]).toEqual(['v2', 2]);
    cache.stop();
  });

  it('a write during a load is not missed: the refresh asked for then runs after it, never beside it', async () => {
    const src = source(30);
    const cache = new RevisionCache(src, '', log, 'test:b');
    const first = cache.refresh(true); // starts reading revision 1
    await tick();
    src.stored = 2; // committed while that load runs
    const announced = cache.refresh(); // e.g. the Redis message of that write
    await Promise.all([first, announced]);
    expect(cache.value()).toBe('v2');
    expect(src.maxActive).toBe(1);
  });

  it('callers arriving during a load share one more round', async () => {
    const src = source(20);
    const cache = new RevisionCache(src, '', log, 'test:c');
    const running = cache.refresh(true);
    await tick();
    src.stored = 2;
    const waiting = [cache.refresh(), cache.refresh(true), cache.refresh(), cache.refresh()];
    expect(new Set(waiting).size).toBe(1);
    await Promise.all([running, ...waiting]);
    expect(src.loads).toBe(2);
    expect(src.maxActive).toBe(1);
    expect(cache.value()).toBe('v2');
  });

  it('a failed load leaves the last value in place and the next refresh tries again', async () => {
    const src = source(1);
    const cache = new RevisionCache(src, '', log, 'test:d');
    await cache.refresh(true);
    const load = src.load;
    src.load = async () => {
      throw new Error('db down');
    };
    src.stored = 2;
    await expect(cache.refresh()).rejects.toThrow('db down');
    expect([cache.value(), cache.revision()]).toEqual(['v1', 1]);
    src.load = load;
    await cache.refresh();
    expect(cache.value()).toBe('v2');
  });
});
