import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

function counter() {
  let calls = 0;
  return { load: (value: string) => async () => `${value}#${++calls}`, calls: () => calls };
}

describe('micro-cache', () => {
  it('answers a repeated question from memory until its time is up, then asks again', async () => {
    let clock = 0;
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const c = counter();
    expect(await cache.get('a', c.load('a'))).toBe('a#1');
    clock = 999;
    expect(await cache.get('a', c.load('a'))).toBe('a#1');
    clock = 1000;
    expect(await cache.get('a', c.load('a'))).toBe('a#2');
  });

  it('forgets every answer on clear(), including a load still under way', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
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
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    const c = counter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('same', c.load('x'))));
    expect(new Set(answers)).toEqual(new Set(['x#1']));
    expect(c.calls()).toBe(1);
  });

  it('does not keep a failure: the next request tries again', async () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('does not keep an answer `keep` refuses, though callers already waiting share it', async () => {
    const cache = createMicroCache<string>({ ttlMs: 1000, maxEntries: 10, keep: (answer) => !answer.startsWith('error') });
    const c = counter();
    const together = await Promise.all([cache.get('k', c.load('error')), cache.get('k', c.load('error'))]);
    expect(together).toEqual(['error#1', 'error#1']);
    expect(await cache.get('k', c.load('fine'))).toBe('fine#2');
    expect(await cache.get('k', c.load('fine'))).toBe('fine#2');
  });

  it('forgets the least recently used answer first when full', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    const c = counter();
    await cache.get('a', c.load('a'));
    await cache.get('b', c.load('b'));
    await cache.get('a', c.load('a')); // a is now the most recent
    await cache.get('c', c.load('c')); // evicts b
    expect(await cache.get('a', c.load('a'))).toBe('a#1');
    expect(await cache.get('b', c.load('b'))).toBe('b#4');
  });

  it('with a time of 0 always asks', async () => {
    const cache = createMicroCache({ ttlMs: 0, maxEntries: 10 });
    const c = counter();
    await cache.get('a', c.load('a'));
    expect(await cache.get('a', c.load('a'))).toBe('a#2');
  });
});
