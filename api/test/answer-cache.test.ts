/** The quote answers' LRU (issue 18): a hit is the stored text, the least recently used goes first. */
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../src/modules/rates/answer-cache';

describe('AnswerCache', () => {
  it('makes an answer once per key and serves the same text after', () => {
    const cache = new AnswerCache(10);
    let made = 0;
    const make = () => `answer ${++made}`;
    expect(cache.get('a', make)).toBe('answer 1');
    expect(cache.get('a', make)).toBe('answer 1');
    expect(cache.get('b', make)).toBe('answer 2');
    expect({ hits: cache.hits, misses: cache.misses, size: cache.size }).toEqual({
      hits: 1,
      misses: 2,
      size: 2,
    });
  });

  it('holds at most its capacity and evicts the least recently used', () => {
    const cache = new AnswerCache(2);
    cache.get('a', () => 'A');
    cache.get('b', () => 'B');
    cache.get('a', () => 'never'); // a is now the most recent
    cache.get('c', () => 'C'); // evicts b
    expect(cache.size).toBe(2);
    expect(cache.get('a', () => 'A again')).toBe('A');
    expect(cache.get('b', () => 'B again')).toBe('B again');
  });
});
