import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import type { ApiTransport } from '@suraksha/contracts/transport';
import type { FastifyInstance } from 'fastify';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { inProcessApi } from './in-process-api.ts';

export const WEB_BUILD_DIR = fileURLToPath(new URL('../../../web/build', import.meta.url));

/** What the web app's entry.server exports for the server: the context token loaders read the API from. */
interface WebEntryExports {
  apiContext: RouterContext<ApiTransport>;
  publicEnvContext: RouterContext<PublicEnv>;
}

/** The only settings that reach the browser (decided here, once). */
export interface PublicEnv {
  apiKey: string;
  publicUrl: string;
}

async function loadBuild(vite: ViteDevServer | undefined): Promise<ServerBuild> {
  // The same module runner the adapter uses, so both hold the very same context tokens.
  if (vite) {
    const runner = (vite.environments.ssr as { runner?: { import(id: string): Promise<unknown> } } | undefined)?.runner;
    const id = 'virtual:react-router/server-build';
    return (await (runner ? runner.import(id) : vite.ssrLoadModule(id))) as ServerBuild;
  }
  return (await import(path.join(WEB_BUILD_DIR, 'server', 'index.js'))) as ServerBuild;
}

/**
 * Server-side rendering: every URL that is not the API, media or health goes to
 * React Router. Assets under /assets are hashed and cached for a year.
 */
export async function registerWeb(app: FastifyInstance, opts: { apiKey: string; publicEnv: PublicEnv; devServer?: ViteDevServer }) {
  const prodBuild = opts.devServer ? undefined : await loadBuild(undefined);
  await app.register(fastifyReactRouter, {
    ...(opts.devServer ? { devServer: opts.devServer } : { build: prodBuild as ServerBuild }),
    serverBuildPath: path.join(WEB_BUILD_DIR, 'server', 'index.js'),
    clientBuildDirectory: path.join(WEB_BUILD_DIR, 'client'),
    mode: opts.devServer ? 'development' : 'production',
    assetCacheControl: 'public, max-age=31536000, immutable',
    fileCacheControl: 'public, max-age=3600',
    async getLoadContext(request) {
      const build = prodBuild ?? (await loadBuild(opts.devServer));
      const entry = build.entry.module as unknown as WebEntryExports;
      const context = new RouterContextProvider();
      context.set(entry.apiContext, inProcessApi(app, opts.apiKey, { requestId: String(request.id), ip: request.ip }));
      context.set(entry.publicEnvContext, opts.publicEnv);
      return context;
    },
  });
}
