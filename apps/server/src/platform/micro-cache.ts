/**
 * A small in-process cache for answers that many visitors ask for at once (catalogue listings and
 * search). Two things make it worth having on a 2-core shop server:
 * - identical requests arriving together share one database query (the first caller's promise);
 * - for `ttlMs` after that, the same question is answered from memory.
 * An answer may therefore be up to `ttlMs` old; callers use it only where that is harmless (a
 * listing; never a cart, a checkout or a price the server charges). Failed lookups are not kept, nor
 * answers `keep` refuses. Least recently used entries go first once `maxEntries` is reached, or once
 * the answers held weigh more than `maxBytes` by `sizeOf`'s estimate (decision 0114): a flood of
 * distinct URLs then costs a bounded amount of memory, however large each answer is.
 */
export interface MicroCache<V = unknown> {
  get<T extends V>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer (the data behind them changed); loads under way are not reused either. */
  clear(): void;
  /**
   * Forgets the answers whose time is up, which otherwise stay until pushed out or asked again; answers
   * when the latest of those still kept expires (0 when none is kept). Run when the shop is quiet, so
   * the memory of a burst of distinct URLs can be given back (decision 0125).
   */
  sweep(): number;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  /** The answer's estimated size once it has arrived; 0 while it loads. */
  bytes: number;
}

/** What a JavaScript string may take in memory: two bytes a character once any character is outside Latin-1. */
export const stringBytes = (text: string) => text.length * 2;

export function createMicroCache<V = unknown>(opts: {
  ttlMs: number;
  maxEntries: number;
  /** The most the kept answers may weigh together, by `sizeOf`. */
  maxBytes: number;
  /** An answer's estimated size in bytes. */
  sizeOf: (value: V) => number;
  now?: () => number;
  /** Whether an answer may be reused; callers waiting on the same load get it either way. */
  keep?: (value: V) => boolean;
}): MicroCache<V> & { readonly entries: number; readonly bytes: number } {
  const now = opts.now ?? Date.now;
  if (opts.ttlMs <= 0) return { get: (_key, load) => load(), clear: () => {}, sweep: () => 0, entries: 0, bytes: 0 };
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  const evict = () => {
    while (entries.size > opts.maxEntries || bytes > opts.maxBytes) remove(entries.keys().next().value as string);
  };
  return {
    get entries() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    sweep() {
      const at = now();
      let latest = 0;
      for (const [key, entry] of entries) {
        if (entry.expiresAt <= at) remove(key);
        else latest = Math.max(latest, entry.expiresAt);
      }
      return latest;
    },
    get<T extends V>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = load();
      remove(key);
      const entry: Entry = { value, expiresAt: now() + opts.ttlMs, bytes: 0 };
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) remove(key);
      };
      value.then((answer) => {
        if (entries.get(key) !== entry) return;
        if (opts.keep && !opts.keep(answer)) return forget();
        entry.bytes = opts.sizeOf(answer);
        bytes += entry.bytes;
        evict();
      }, forget);
      evict();
      return value;
    },
  };
}
