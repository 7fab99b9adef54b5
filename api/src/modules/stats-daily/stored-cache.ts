/**
 * Its own file: a cache with its own keys and lifetime. The stored part of a period's figures
 * (the built days' GROUP BYs, the owner's known box repeats, exporter names) changes only when a
 * day of the period is rebuilt or marked stale, and every answer first reads the period's
 * `stats_days` rows anyway (which days are built): their count and summed build times make the
 * key with the owner, the figures asked and the built ranges, so a rebuild or a stale mark on any
 * API instance moves the key and an older entry is never served, only left to age out. Entries
 * are promises (two requests at once read once); a failed read is dropped. Two generations of
 * Maps, as answer-cache.ts: at most 2 × 64 entries of a few hundred rows each.
 */
export class StoredCache<T> {
  private young = new Map<string, Promise<T>>();
  private old = new Map<string, Promise<T>>();

  constructor(private readonly generation = 64) {}

  get(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.young.get(key) ?? this.old.get(key);
    if (hit) {
      if (!this.young.has(key)) this.keep(key, hit);
      return hit;
    }
    const made = make();
    this.keep(key, made);
    made.catch(() => {
      if (this.young.get(key) === made) this.young.delete(key);
      if (this.old.get(key) === made) this.old.delete(key);
    });
    return made;
  }

  private keep(key: string, value: Promise<T>) {
    if (this.young.size >= this.generation) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}
