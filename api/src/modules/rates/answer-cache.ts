/**
 * Quote answers kept serialised (issue 18: "nothing but the answer serialised"). The calculator
 * asks again on every change of a field and many exporters price the same few weights to the
 * same few countries, so the same question comes back often. An answer depends only on the
 * question, the tariff revision and the asker's EMS discount percent (the display flags are fixed
 * per instance), and those three make the key: a publish moves the revision, so answers of an
 * older book are never served, only left to age out.
 *
 * A Map in insertion order is the LRU: a hit moves its key to the back, the front is evicted.
 * 5,000 answers of ~2 KB are ~10 MB at most.
 */
export class AnswerCache {
  private readonly answers = new Map<string, string>();
  hits = 0;
  misses = 0;

  constructor(private readonly capacity = 5000) {}

  /** The cached answer for `key`, else `make()`'s, stored. */
  get(key: string, make: () => string): string {
    const found = this.answers.get(key);
    if (found !== undefined) {
      this.hits++;
      this.answers.delete(key);
      this.answers.set(key, found);
      return found;
    }
    this.misses++;
    const answer = make();
    if (this.answers.size >= this.capacity) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
    return answer;
  }

  get size(): number {
    return this.answers.size;
  }
}
