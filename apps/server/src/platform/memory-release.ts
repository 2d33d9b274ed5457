import type { FastifyInstance } from 'fastify';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How long without an answer before the server counts as quiet. */
const QUIET_MS = 5_000;
const CHECK_EVERY_MS = 2_500;

declare module 'fastify' {
  interface FastifyInstance {
    /** Says that work which leaves much garbage behind (a catalogue index built) has just finished. */
    memoryToRelease(): void;
    /**
     * Gives memory back at once, without waiting for quiet: for garbage left by work every request waited
     * for anyway (the catalogue index read as the server starts), so the pause costs no one more.
     */
    releaseMemoryNow(): void;
    /**
     * Registers a cache's sweep, run before memory is given back: it forgets what has expired and
     * answers when what it still keeps expires (0: nothing kept), to be swept again then.
     */
    sweepWhenQuiet(sweep: () => number): void;
  }
}

/**
 * V8's full collection, the one that also gives the freed pages back to the system ("last resort":
 * what V8 runs before it would run out of memory). An ordinary collection frees objects but keeps
 * the emptied pages: after the catalogue index of 100,000 products was built, 80 MB were live and
 * 440 MB resident, and no ordinary GC brought it down (decision 0121).
 */
function fullCollection(): () => void {
  let gc = (globalThis as { gc?: (options?: object) => void }).gc;
  if (!gc) {
    // Node's documented way to reach V8's gc() without starting the process with --expose-gc.
    v8.setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as (options?: object) => void;
  }
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * Runs `collect` once the server has been quiet for `quietMs` after work: after answers (traffic grows
 * the heap, which V8 then keeps) and after `memoryToRelease()`. Never while answers keep coming (it
 * stops the process for some 100 ms), and once per quiet spell.
 */
export function scheduleMemoryRelease(opts: {
  collect: () => void;
  /** Forgets expired cache entries; answers when the latest entry still kept expires (0: none). */
  sweep?: () => number;
  quietMs?: number;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const quietMs = opts.quietMs ?? QUIET_MS;
  let lastWork = now();
  let owed = true;
  return {
    worked() {
      lastWork = now();
      owed = true;
    },
    /** Collects now; it counts as the collection owed until the next answer or work. */
    collectNow() {
      opts.collect();
      owed = false;
    },
    /** Called on a timer: collects when it is owed and the server has been quiet long enough. */
    tick() {
      if (!owed || now() - lastWork < quietMs) return false;
      const keptUntil = opts.sweep?.() ?? 0;
      opts.collect();
      // The caches' answers of the last seconds expire later: sweep and collect once more when they have,
      // or a burst of distinct pages would stay resident until the next burst pushes it out.
      if (keptUntil > now()) lastWork = keptUntil - quietMs;
      else owed = false;
      return true;
    },
  };
}

/** Gives memory back to the system whenever the shop goes quiet (not under tests: many apps share their process). */
export function registerMemoryRelease(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'test') {
    app.decorate('memoryToRelease', () => {});
    app.decorate('releaseMemoryNow', () => {});
    app.decorate('sweepWhenQuiet', () => {});
    return;
  }
  const sweeps: (() => number)[] = [];
  const release = scheduleMemoryRelease({
    collect: fullCollection(),
    sweep: () => Math.max(0, ...sweeps.map((sweep) => sweep())),
  });
  app.decorate('memoryToRelease', () => release.worked());
  app.decorate('releaseMemoryNow', () => release.collectNow());
  app.decorate('sweepWhenQuiet', (sweep: () => number) => void sweeps.push(sweep));
  app.addHook('onResponse', async () => release.worked());
  const timer = setInterval(() => release.tick(), CHECK_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
