import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createHeaders, createRequest, createUrl, sendResponse } from '@mcansh/react-router-fastify';
import type { ApiTransport, PublicEnv } from '@suraksha/contracts/transport';
import { languageOfPath } from '@suraksha/domain/site-languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { inProcessApi } from './in-process-api.ts';
import { cacheablePageKey, createPageCache, readRenderedPage, type RenderedPage } from './page-cache.ts';

export const WEB_BUILD_DIR = fileURLToPath(new URL('../../../web/build', import.meta.url));
const CLIENT_DIR = path.join(WEB_BUILD_DIR, 'client');
const ASSETS_DIR = path.join(CLIENT_DIR, 'assets');

/** Distinct catalogue URLs kept at once; a page is some 50–100 KB of HTML, 100–200 KB as a string in memory. */
const PAGE_CACHE_ENTRIES = 500;
/** What the kept pages may weigh together (decision 0114): some 200 product pages, whatever the number of URLs asked. */
const PAGE_CACHE_BYTES = 32 * 2 ** 20;

/** What the web app's entry.server exports for the server: the context token loaders read the API from. */
interface WebEntryExports {
  apiContext: RouterContext<ApiTransport>;
  publicEnvContext: RouterContext<PublicEnv>;
}

async function loadBuild(vite: ViteDevServer | undefined): Promise<ServerBuild> {
  // The same module runner Vite's dev server uses, so both hold the very same context tokens.
  if (vite) {
    const runner = (vite.environments.ssr as { runner?: { import(id: string): Promise<unknown> } } | undefined)?.runner;
    const id = 'virtual:react-router/server-build';
    return (await (runner ? runner.import(id) : vite.ssrLoadModule(id))) as ServerBuild;
  }
  return (await import(path.join(WEB_BUILD_DIR, 'server', 'index.js'))) as ServerBuild;
}

/**
 * The built browser files: hashed assets are cached for a year, the rest (favicon, robots' neighbours) for
 * an hour. Each text file is sent as the .br or .gz the build wrote beside it (decision 0121).
 */
async function registerClientFiles(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: CLIENT_DIR,
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    dotfiles: 'ignore',
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.startsWith(ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}

function sendPage(reply: FastifyReply, page: RenderedPage) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  return reply.send(page.body);
}

interface WebOptions {
  apiKey: string;
  publicEnv: PublicEnv;
  /** How long a catalogue page may be answered from memory (CATALOG_CACHE_SECONDS); 0: never. */
  pageCacheSeconds: number;
  devServer?: ViteDevServer;
}

/**
 * Server-side rendering: every URL that is not the API, media or health goes to React Router.
 * Catalogue pages are answered from memory for a few seconds (decision 0016); in development
 * Vite serves the browser files and nothing is kept.
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions) {
  const { devServer } = opts;
  const prodBuild = devServer ? undefined : await loadBuild(undefined);
  const build = prodBuild ?? (() => loadBuild(devServer));
  const render = createRequestHandler(build, devServer ? 'development' : 'production');
  const pages = createPageCache({
    ttlMs: devServer ? 0 : opts.pageCacheSeconds * 1000,
    maxEntries: PAGE_CACHE_ENTRIES,
    maxBytes: PAGE_CACHE_BYTES,
  });
  app.catalogueChanges.onChange(() => pages.clear());
  app.sweepWhenQuiet(() => pages.sweep());
  if (!devServer) await registerClientFiles(app);

  const loadContext = async (request: FastifyRequest) => {
    const entry = (prodBuild ?? (await loadBuild(devServer))).entry.module as unknown as WebEntryExports;
    const context = new RouterContextProvider();
    const language = languageOfPath(request.url.split('?')[0] ?? '/');
    context.set(entry.apiContext, inProcessApi(app, opts.apiKey, { requestId: String(request.id), ip: request.ip, language }));
    context.set(entry.publicEnvContext, opts.publicEnv);
    return context;
  };

  // React Router reads form posts itself, as a web Request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.all('*', async (request, reply) => {
    const key = opts.pageCacheSeconds > 0 && !devServer ? cacheablePageKey(request.method, request.url, request.headers.cookie) : null;
    if (key === null) return sendResponse(reply, await render(createRequest(request, reply), await loadContext(request)));
    // Shared by everyone asking for this URL meanwhile, so not tied to this visitor's connection.
    const shared = new Request(createUrl(request), { headers: createHeaders(request.headers) });
    const page = await pages.get(key, async () => readRenderedPage(await render(shared, await loadContext(request))));
    return sendPage(reply, page);
  });
}
