/**
 * Its own file: a cache with its own keys and lifetime, apart from the tariff cache (cache.ts).
 * Quote answers kept serialised (issue 18: "nothing but the answer serialised"). The calculator
 * asks again on every change of a field and many exporters price the same few weights to the
 * same few countries, so the same question comes back often. An answer depends only on the
 * question, the tariff revision and the asker's EMS discount percent (the display flags are fixed
 * per instance), and those three make the key: a publish moves the revision, so answers of an
 * older book are never served, only left to age out.
 *
 * Two generations of Maps, as quick-lru does: answers go into the young one; when it is full it
 * becomes the old one and the oldest generation is dropped whole; an old answer asked again moves
 * to the young one. No per-hit reordering and no deletes, so a busy cache does not fill its Maps
 * with the holes a delete-and-reinsert LRU leaves (measured: they slowed every request after a
 * run of never-asked questions). Answers are Buffers: encoded once, written as they are, and kept
 * off the V8 heap the collector compacts. At most 2 × 2,500 answers of ~2 KB: ~10 MB.
 */
export class AnswerCache {
  private young = new Map<string, Buffer>();
  private old = new Map<string, Buffer>();
  hits = 0;
  misses = 0;

  constructor(private readonly generation = 2500) {}

  /** The kept answer for `key`, else `make()`'s, encoded and kept. */
  get(key: string, make: () => string): Buffer {
    const young = this.young.get(key);
    if (young !== undefined) {
      this.hits++;
      return young;
    }
    const old = this.old.get(key);
    if (old !== undefined) {
      this.hits++;
      this.keep(key, old);
      return old;
    }
    this.misses++;
    const answer = Buffer.from(make());
    this.keep(key, answer);
    return answer;
  }

  private keep(key: string, answer: Buffer) {
    if (this.young.size >= this.generation) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, answer);
  }

  /** Answers held now (a key may sit in both generations for a while: counted once per Map). */
  get size(): number {
    return this.young.size + this.old.size;
  }
}
