import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * "The catalogue changed": a back-office write tells the caches that hold storefront answers
 * (the listing cache, decision 0015; the page cache, decision 0016) to forget them, so the next
 * visitor reads the database (decision 0098). Every instance hears it: with REDIS_URL the news goes
 * out on a channel; without it there is one instance.
 */
export interface CatalogueChanges {
  /** Runs `forget` whenever the catalogue changes, here or on another instance. */
  onChange(forget: () => void): void;
  /** Call after the change has committed. */
  changed(): void;
}

const CHANNEL = 'suraksha:catalogue-changed';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueChanges: CatalogueChanges;
  }
}

export function registerCatalogueChanges(app: FastifyInstance, opts: { redis?: Redis | undefined }) {
  const listeners: (() => void)[] = [];
  const forgetAll = () => {
    for (const forget of listeners) forget();
  };
  const instance = randomUUID();
  const { redis } = opts;
  if (redis) {
    // The shared client refuses commands while disconnected; a subscription must wait for the connection instead.
    const subscriber = redis.duplicate({ enableOfflineQueue: true });
    subscriber.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis subscriber unavailable'));
    subscriber.subscribe(CHANNEL).catch((err: Error) => app.log.warn({ err: err.message }, 'catalogue changes not subscribed'));
    subscriber.on('message', (_channel: string, from: string) => {
      if (from !== instance) forgetAll();
    });
    app.addHook('onClose', async () => {
      subscriber.disconnect();
    });
  }
  app.decorate('catalogueChanges', {
    onChange: (forget: () => void) => {
      listeners.push(forget);
    },
    changed: () => {
      forgetAll();
      redis?.publish(CHANNEL, instance).catch((err: Error) => app.log.warn({ err: err.message }, 'catalogue change not published'));
    },
  } satisfies CatalogueChanges);
}
