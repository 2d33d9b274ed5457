import { describe, expect, it } from 'vitest';
import { createMicroCache, stringBytes } from './micro-cache.ts';

function counter() {
  let calls = 0;
  return { load: (value: string) => async () => `${value}#${++calls}`, calls: () => calls };
}

describe('micro-cache', () => {
  it('answers a repeated question from memory until its time is up, then asks again', async () => {
    let clock = 0;
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY, sizeOf: () => 0, now: () => clock });
    const c = counter();
    expect(await cache.get('a', c.load('a'))).toBe('a#1');
    clock = 999;
    expect(await cache.get('a', c.load('a'))).toBe('a#1');
    clock = 1000;
    expect(await cache.get('a', c.load('a'))).toBe('a#2');
  });

  it('sweep() forgets expired answers with their bytes and answers when the latest kept one expires', async () => {
    let clock = 0;
    const cache = createMicroCache<string>({
      ttlMs: 1000,
      maxEntries: 10,
      maxBytes: Number.POSITIVE_INFINITY,
      sizeOf: stringBytes,
      now: () => clock,
    });
    const c = counter();
    await cache.get('a', c.load('a'));
    clock = 600;
    await cache.get('b', c.load('b'));
    expect(cache.sweep()).toBe(1600);
    expect({ entries: cache.entries, bytes: cache.bytes }).toEqual({ entries: 2, bytes: 12 });
    clock = 1000;
    expect(cache.sweep()).toBe(1600);
    expect({ entries: cache.entries, bytes: cache.bytes }).toEqual({ entries: 1, bytes: 6 });
    expect(await cache.get('b', c.load('b'))).toBe('b#2');
    clock = 1600;
    expect(cache.sweep()).toBe(0);
    expect({ entries: cache.entries, bytes: cache.bytes }).toEqual({ entries: 0, bytes: 0 });
    expect(await cache.get('b', c.load('b'))).toBe('b#3');
  });

  it('forgets every answer on clear(), including a load still under way', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY, sizeOf: () => 0 });
    const c = counter();
    expect(await cache.get('a', c.load('a'))).toBe('a#1');
    const pending = cache.get('b', c.load('b'));
    cache.clear();
    expect(await pending).toBe('b#2');
    expect(await cache.get('a', c.load('a'))).toBe('a#3');
    expect(await cache.get('b', c.load('b'))).toBe('b#4');
    expect(await cache.get('a', c.load('a'))).toBe('a#3');
  });

  it('lets simultaneous identical requests share one load', async () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY, sizeOf: () => 0 });
    const c = counter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('same', c.load('x'))));
    expect(new Set(answers)).toEqual(new Set(['x#1']));
    expect(c.calls()).toBe(1);
  });

  it('does not keep a failure: the next request tries again', async () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY, sizeOf: () => 0 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('does not keep an answer `keep` refuses, though callers already waiting share it', async () => {
    const cache = createMicroCache<string>({
      ttlMs: 1000,
      maxEntries: 10,
      maxBytes: Number.POSITIVE_INFINITY,
      sizeOf: () => 0,
      keep: (answer) => !answer.startsWith('error'),
    });
    const c = counter();
    const together = await Promise.all([cache.get('k', c.load('error')), cache.get('k', c.load('error'))]);
    expect(together).toEqual(['error#1', 'error#1']);
    expect(await cache.get('k', c.load('fine'))).toBe('fine#2');
    expect(await cache.get('k', c.load('fine'))).toBe('fine#2');
  });

  it('forgets the least recently used answer first when full', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2, maxBytes: Number.POSITIVE_INFINITY, sizeOf: () => 0 });
    const c = counter();
    await cache.get('a', c.load('a'));
    await cache.get('b', c.load('b'));
    await cache.get('a', c.load('a')); // a is now the most recent
    await cache.get('c', c.load('c')); // evicts b
    expect(await cache.get('a', c.load('a'))).toBe('a#1');
    expect(await cache.get('b', c.load('b'))).toBe('b#4');
  });

  it('with a time of 0 always asks', async () => {
    const cache = createMicroCache({ ttlMs: 0, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY, sizeOf: () => 0 });
    const c = counter();
    await cache.get('a', c.load('a'));
    expect(await cache.get('a', c.load('a'))).toBe('a#2');
  });

  it('forgets the least recently used answers once they weigh more than maxBytes', async () => {
    const cache = createMicroCache<string>({ ttlMs: 60_000, maxEntries: 100, maxBytes: 10, sizeOf: (answer) => answer.length });
    const c = counter();
    await cache.get('a', c.load('a')); // 'a#1': 3 bytes
    await cache.get('b', c.load('b')); // 6
    await cache.get('c', c.load('c')); // 9
    await cache.get('a', c.load('a')); // a is now the most recent
    await cache.get('d', c.load('d')); // 12 > 10: b goes
    expect(cache.bytes).toBe(9);
    expect(await cache.get('a', c.load('a'))).toBe('a#1');
    expect(await cache.get('c', c.load('c'))).toBe('c#3');
    expect(await cache.get('b', c.load('b'))).toBe('b#5');
  });

  it('keeps no answer larger than maxBytes on its own', async () => {
    const cache = createMicroCache<string>({ ttlMs: 60_000, maxEntries: 100, maxBytes: 10, sizeOf: (answer) => answer.length });
    expect(await cache.get('big', async () => 'x'.repeat(11))).toHaveLength(11);
    expect(cache.entries).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('stays within its entries and bytes under a flood of 50,000 distinct keys', async () => {
    const cache = createMicroCache<string>({ ttlMs: 60_000, maxEntries: 2000, maxBytes: 1_000_000, sizeOf: stringBytes });
    let largest = { entries: 0, bytes: 0 };
    for (let i = 0; i < 50_000; i++) {
      await cache.get(`/api/products?search=word${i}`, async () => `{"result":"success","n":${i}}`.padEnd(1000, ' '));
      largest = { entries: Math.max(largest.entries, cache.entries), bytes: Math.max(largest.bytes, cache.bytes) };
    }
    // 2,000 kB-sized answers would be 4 MB: the byte bound holds it to 500 of them.
    expect(largest.bytes).toBeLessThanOrEqual(1_000_000);
    expect(largest.entries).toBe(500);
    expect(cache.bytes).toBe(500 * 2000);
  });
});
