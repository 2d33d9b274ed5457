import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { ViteDevServer } from 'vite';
import type { Config } from './config.ts';
import { googleRedirectRoute } from './modules/accounts/google-routes.ts';
import { catalogueDownloadRoute } from './modules/catalogues/download-route.ts';
import { registerApiModules } from './modules/api-modules.ts';
import { registerMailWorker } from './modules/mail/mail-worker.ts';
import { type ImportRunnerOptions, registerProductImportRunner } from './modules/product-import/import-runner.ts';
import { mediaVariantRoutes, variantCacheDir } from './modules/media/variant-routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { staffSecretKeyOf } from './modules/staff/totp-secret-box.ts';
import { registerAnswerLanguage } from './platform/answer-language.ts';
import { registerApiKeyCheck } from './platform/api-key.ts';
import { registerAuth } from './platform/auth.ts';
import { registerCatalogueChanges } from './platform/catalogue-changes.ts';
import { registerStaffAuth } from './platform/staff-auth.ts';
import type { Database, DatabaseHandle } from './platform/database.ts';
import { frameworkErrorEnvelope, registerApiNotFound, registerErrorHandling, registerRootNotFound } from './platform/error-handler.ts';
import { registerHealthRoutes } from './platform/health.ts';
import { registerMemoryRelease } from './platform/memory-release.ts';
import { mediaFileHeaders } from './platform/media-file-headers.ts';
import { loggerOptions } from './platform/logger.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerPrivateAnswers } from './platform/private-answers.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { registerServedMethods } from './platform/served-methods.ts';
import { registerStorableInput } from './platform/storable-input.ts';
import { registerUploads } from './platform/uploads.ts';
import { registerWeb } from './platform/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The key that seals staff TOTP secrets (modules/staff/totp-secret-box.ts). */
    staffSecretKey: Buffer;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Shared rate-limit counters (and readiness) when REDIS_URL is set. */
  redis?: Redis | undefined;
  /** false: the API alone (most integration tests); a Vite server: development with hot reload. */
  web?: false | { devServer?: ViteDevServer };
  logger?: FastifyServerOptions['logger'];
  /** The background runner of product imports (tests: disabled, or faster). */
  importRunner?: ImportRunnerOptions;
}

/** The whole application as a Fastify instance; main.ts listens, tests inject. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    frameworkErrors: frameworkErrorEnvelope,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', opts.database.db);
  app.decorate('config', config);
  app.decorate('staffSecretKey', staffSecretKeyOf(config));
  registerCatalogueChanges(app, { redis: opts.redis });
  registerMemoryRelease(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerAnswerLanguage(app);
  registerRootNotFound(app);
  registerPrivateAnswers(app);
  registerStorableInput(app);
  // Pages carry their own nonce-based Content-Security-Policy, set where the nonce is made
  // (apps/web/app/entry.server.tsx, docs/decisions/0007); API responses are JSON and need none.
  // same-origin referrers: with 'no-referrer' Chromium sends `Origin: null` on a form posted without
  // JavaScript, and React Router refuses such a post as cross-site.
  // No site frames us (X-Frame-Options: DENY); our own PDFs are the exception, see mediaFileHeaders.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // After helmet, so a 405 carries the security headers too.
  registerServedMethods(app);
  await registerOpenApi(app);

  registerHealthRoutes(app, { database: opts.database, redis: opts.redis });
  registerAuth(app);
  registerStaffAuth(app);
  await registerRateLimit(app, { redis: opts.redis });
  registerMailWorker(app);
  registerProductImportRunner(app, opts.importRunner);
  // A browser navigation (no X-Api-Key header): outside the key check below.
  await app.register(googleRedirectRoute, { prefix: '/api' });
  // Catalogue downloads are browser links too (no API key), beside /media.
  await app.register(catalogueDownloadRoute);

  await app.register(
    async (api) => {
      registerApiKeyCheck(api, config.API_KEYS);
      registerApiNotFound(api);
      await registerUploads(api);
      await registerApiModules(api);
    },
    { prefix: '/api' },
  );

  const mediaDir = path.join(config.DATA_DIR, 'media');
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    index: false,
    setHeaders: mediaFileHeaders,
  });
  await app.register(mediaVariantRoutes, { mediaDir, cacheDir: variantCacheDir(config.DATA_DIR) });
  await app.register(seoRoutes);

  if (opts.web !== false) {
    await registerWeb(app, {
      apiKey: config.webApiKey,
      publicEnv: { apiKey: config.webApiKey, publicUrl: config.PUBLIC_URL },
      pageCacheSeconds: config.CATALOG_CACHE_SECONDS,
      ...(opts.web?.devServer ? { devServer: opts.web.devServer } : {}),
    });
  }
  return app;
}
