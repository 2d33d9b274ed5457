/**
 * A small in-process cache for answers that many visitors ask for at once (catalogue listings and
 * search). Two things make it worth having on a 2-core shop server:
 * - identical requests arriving together share one database query (the first caller's promise);
 * - for `ttlMs` after that, the same question is answered from memory.
 * An answer may therefore be up to `ttlMs` old; callers use it only where that is harmless (a
 * listing; never a cart, a checkout or a price the server charges). Failed lookups are not kept, nor
 * answers `keep` refuses. Least recently used entries go first once `maxEntries` is reached.
 */
export interface MicroCache<V = unknown> {
  get<T extends V>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer (the data behind them changed); loads under way are not reused either. */
  clear(): void;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export function createMicroCache<V = unknown>(opts: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** Whether an answer may be reused; callers waiting on the same load get it either way. */
  keep?: (value: V) => boolean;
}): MicroCache<V> {
  const now = opts.now ?? Date.now;
  if (opts.ttlMs <= 0) return { get: (_key, load) => load(), clear: () => {} };
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  return {
    clear() {
      entries.clear();
    },
    get<T extends V>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + opts.ttlMs });
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then((answer) => {
        if (opts.keep && !opts.keep(answer)) forget();
      }, forget);
      while (entries.size > opts.maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
