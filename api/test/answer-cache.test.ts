/** The quote answers' cache (issue 18): a hit is the stored bytes; two generations bound its size. */
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../src/modules/rates/answer-cache';

describe('AnswerCache', () => {
  it('makes an answer once per key and serves the same bytes after', () => {
    const cache = new AnswerCache(10);
    let made = 0;
    const make = () => `answer ${++made}`;
    expect(cache.get('a', make).toString()).toBe('answer 1');
    expect(cache.get('a', make).toString()).toBe('answer 1');
    expect(cache.get('b', make).toString()).toBe('answer 2');
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 2 });
  });

  it('holds at most two generations and keeps what is asked again', () => {
    const cache = new AnswerCache(2);
    cache.get('a', () => 'A');
    cache.get('b', () => 'B'); // young: a, b
    cache.get('c', () => 'C'); // young full: old = {a, b}, young = {c}
    cache.get('a', () => 'never'); // asked again: moves into the young generation {c, a}
    cache.get('d', () => 'D'); // old = {c, a}, young = {d}: b is gone
    expect(cache.size).toBeLessThanOrEqual(4);
    expect(cache.get('a', () => 'A again').toString()).toBe('A');
    expect(cache.get('b', () => 'B again').toString()).toBe('B again');
  });

  it('stays bounded under a stream of never-repeated keys', () => {
    const cache = new AnswerCache(100);
    for (let i = 0; i < 10_000; i++) cache.get(`k${i}`, () => 'x');
    expect(cache.size).toBeLessThanOrEqual(200);
  });
});
