import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import { MESSAGES } from './error-handler.ts';

/**
 * Counters for the sign-in family of calls (login, register, resend, verify, forgot, reset…),
 * kept by @fastify/rate-limit: in Redis when REDIS_URL is set, so every instance shares them,
 * in memory otherwise. A route may check several limits (per IP, per account); each is a
 * named fixed window.
 *
 * The client IP is request.ip, which honours X-Forwarded-For only from TRUST_PROXY
 * (Fastify's trustProxy, set in app.ts): nobody else can pick their own IP.
 */

export interface Limit {
  /** Unique name, part of the counter's key (e.g. 'login-ip'). */
  name: string;
  max: number;
  windowMs: number;
}

export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string = MESSAGES.rateLimited) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type LimitCheck = (
  request: FastifyRequest,
  key: string,
  opts?: { increment?: boolean },
) => Promise<{ exceeded: boolean; retryAfterSeconds: number }>;

/**
 * The key each limit counts for a request (an IP, an account…), set just before the limiter runs:
 * @fastify/rate-limit derives a key from the request alone, while one request counts against
 * several limits with different keys.
 */
const keysOfRequest = new WeakMap<FastifyRequest, Map<string, string>>();

function keyFor(request: FastifyRequest, limitName: string): string {
  const key = keysOfRequest.get(request)?.get(limitName);
  if (key === undefined) throw new Error(`rate limit ${limitName} ran without a key`);
  return `${limitName}:${key}`;
}

const checks = new WeakMap<FastifyInstance, Map<string, LimitCheck>>();

/** Registers the store once on the root instance; Redis when given (fail-open if it is down: see README). */
export async function registerRateLimit(app: FastifyInstance, opts: { redis?: Redis | undefined }) {
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis } : {}),
    nameSpace: 'suraksha:rl:',
    // A Redis outage must not lock every customer out; attempts on codes stay bounded in the database.
    skipOnError: true,
  });
  // Every 429 says when to come back, whether a counter or a rule (a code a minute) refused it.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}

/** The counter of one limit; created once per app and name. */
function limitCheck(app: FastifyInstance, limit: Limit): LimitCheck {
  let byName = checks.get(app);
  if (!byName) checks.set(app, (byName = new Map()));
  const existing = byName.get(limit.name);
  if (existing) return existing;
  const apply = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => keyFor(request, limit.name),
    // The in-memory store's LRU size: plenty of keys before one is forgotten (an attacker rotating e-mails).
    // createRateLimit's types omit it though the store honours it: rate-limit.test.ts breaks if it stops.
    ...({ cache: 50_000 } as object),
  });
  const check: LimitCheck = async (request, key, opts) => {
    let keys = keysOfRequest.get(request);
    if (!keys) keysOfRequest.set(request, (keys = new Map()));
    keys.set(limit.name, key);
    const result = await apply(request, opts);
    if (result.isAllowed) return { exceeded: false, retryAfterSeconds: 0 };
    // A read (increment: false) is "already at the limit"; an increment is "over it".
    const exceeded = opts?.increment === false ? result.remaining <= 0 && result.ttl > 0 : result.isExceeded;
    return { exceeded, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
  };
  byName.set(limit.name, check);
  return check;
}

/** An account key that keeps no e-mail address in Redis. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

function refuse(retryAfterSeconds: number, message?: string): never {
  throw new TooManyRequestsError(retryAfterSeconds, message);
}

/** Counts one attempt against each (limit, key) and answers 429 when any is over. */
export async function consume(request: FastifyRequest, entries: ReadonlyArray<readonly [Limit, string]>, message?: string) {
  for (const [limit, key] of entries) {
    const { exceeded, retryAfterSeconds } = await limitCheck(request.server, limit)(request, key);
    if (exceeded) refuse(retryAfterSeconds, message);
  }
}

/**
 * For limits that count failures only (wrong passwords): refuse when a counter is already full,
 * without counting this attempt. Call `countFailure` when the attempt fails.
 */
export async function ensureNotBlocked(request: FastifyRequest, entries: ReadonlyArray<readonly [Limit, string]>, message?: string) {
  for (const [limit, key] of entries) {
    const { exceeded, retryAfterSeconds } = await limitCheck(request.server, limit)(request, key, { increment: false });
    if (exceeded) refuse(retryAfterSeconds, message);
  }
}

export async function countFailure(request: FastifyRequest, entries: ReadonlyArray<readonly [Limit, string]>) {
  for (const [limit, key] of entries) await limitCheck(request.server, limit)(request, key);
}
