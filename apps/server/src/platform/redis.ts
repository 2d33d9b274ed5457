import { Redis } from 'ioredis';

/**
 * Redis, when REDIS_URL is set: shared rate-limit counters and cache for several instances.
 * Commands fail fast while it is down (no offline queue), so a request never hangs on it;
 * the client reconnects by itself.
 */
export function openRedis(url: string, onError: (err: Error) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on('error', onError);
  return redis;
}
