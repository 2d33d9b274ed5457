import path from 'node:path';
import { z } from 'zod';

/**
 * The environment, validated once at start-up. Demo defaults make `npm start` work on a fresh
 * clone; every one of them is refused in a live shop (NODE_ENV=production without DEMO=true).
 * NODE_ENV says which builds the libraries run (React renders pages faster in its
 * production build); DEMO says whether this is a demo shop (docs/decisions/0018).
 */
export const DEMO_API_KEY = 'suraksha-demo-key';
export const DEMO_PASSWORD = 'suraksha-demo';

const listOf = z.string().transform((s) =>
  s
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

const optionalUrl = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .pipe(z.string().url().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl.optional(),
  /** Connections each process opens to the PostgreSQL server (DATABASE_URL); PGlite has one. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  REDIS_URL: optionalUrl.optional(),
  /** The first key is the web app's own (it reaches the browser); others are for integrations. */
  API_KEYS: listOf.default([DEMO_API_KEY]),
  /** Proxies whose X-Forwarded-For is trusted (comma-separated addresses or CIDRs). */
  TRUST_PROXY: listOf.default([]),
  SMTP_URL: optionalUrl.optional(),
  MAIL_FROM: z.string().default('Suraksha <no-reply@suraksha.com.np>'),
  SHOP_EMAIL: z.string().email().default('orders@suraksha.com.np'),
  /** Password of the seeded demo accounts. */
  DEMO_PASSWORD: z.string().default(DEMO_PASSWORD),
  /** Worker processes (one per core is typical); more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lifetime of a sign-in (bearer token), in seconds; 30 days by default. */
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(365 * 24 * 3600)
    .default(30 * 24 * 3600),
  /** Google sign-in (OpenID Connect); off unless both the client id and secret are set. */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  /**
   * How long a catalogue listing or search answer may be served from memory (seconds). 15 by
   * default; 0 under NODE_ENV=test, where tests change the catalogue between requests.
   */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /**
   * The key that seals staff TOTP secrets in the database (AES-256-GCM): 64 hex characters
   * (`openssl rand -hex 32`). Required in a live shop; a demo or development shop generates one
   * into DATA_DIR/staff-secret.key on first start (modules/staff/totp-secret-box.ts).
   */
  STAFF_SECRET_KEY: z
    .string()
    .trim()
    .transform((s) => (s === '' ? undefined : s))
    .pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (openssl rand -hex 32)')
        .optional(),
    )
    .optional(),
  /** Whether an empty database is seeded with the demo shop (default: yes in a demo shop). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** A demo shop may use the demo API key and demo accounts (default: yes, unless NODE_ENV=production). */
  DEMO: z.enum(['true', 'false']).optional(),
});

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL' | 'SEED_DEMO' | 'DEMO' | 'CATALOG_CACHE_SECONDS'> & {
  PUBLIC_URL: string;
  CATALOG_CACHE_SECONDS: number;
  SEED_DEMO: boolean;
  DEMO: boolean;
  webApiKey: string;
};

export class ConfigError extends Error {}

/** Parse and check the environment; throws ConfigError with every problem on one line each. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration: ${lines.join('; ')}`);
  }
  const c = parsed.data;
  if (c.API_KEYS.length === 0) throw new ConfigError('invalid configuration: API_KEYS is empty');
  if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) {
    throw new ConfigError('invalid configuration: WEB_CONCURRENCY > 1 needs DATABASE_URL (embedded PGlite serves one process)');
  }
  const demoShop = c.DEMO === undefined ? c.NODE_ENV !== 'production' : c.DEMO === 'true';
  if (!demoShop) {
    const demo: string[] = [];
    if (c.API_KEYS.includes(DEMO_API_KEY)) demo.push('API_KEYS holds the demo key');
    if (c.SEED_DEMO === 'true') demo.push('SEED_DEMO=true would create accounts with the demo password');
    if (!c.STAFF_SECRET_KEY) demo.push('STAFF_SECRET_KEY is not set (the key that seals staff TOTP secrets: openssl rand -hex 32)');
    if (demo.length > 0) throw new ConfigError(`refusing demo defaults in a live shop (DEMO=true is for demos only): ${demo.join('; ')}`);
  }
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    CATALOG_CACHE_SECONDS: c.CATALOG_CACHE_SECONDS ?? (c.NODE_ENV === 'test' ? 0 : 15),
    SEED_DEMO: c.SEED_DEMO === undefined ? demoShop : c.SEED_DEMO === 'true',
    DEMO: demoShop,
    webApiKey: c.API_KEYS[0] as string,
  };
}
