// `node bench/route-table-cost.ts`: React Router's fixed work for every server-rendered page, measured in a
// loop on the built app (`npm run -s build` first), with every route and with the storefront's routes only
// (the back office's `admin/…` routes left out). Per render, React Router builds server route objects for
// every route of the build (`createServerRoutes` in `<ServerRouter>`) and matches the URL and its parent
// paths against every ranked branch (the request handler, the static handler's query and the partial
// manifest's "/" and "/products"), so its cost grows with the route table, admin included (decision 0117).
// It reaches into react-router's own files: a new react-router may move them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { WEB_BUILD_DIR } from '../apps/server/src/platform/web.ts';
import { log } from './support.ts';

const LOOPS = Number(process.env.ROUTE_LOOPS ?? 3000);
const lib = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), 'lib');
/** The few internal functions measured here, as react-router 8.4 has them (its internal modules have no types). */
interface Internals {
  createServerRoutes(manifest: unknown, routeModules: unknown, future: unknown, isSpaMode: boolean): unknown;
  V6RegExMatcher: new (basename: string) => { update(routes: unknown): void; match(path: string): unknown };
  convertRoutesToDataRoutes(routes: unknown, mapRouteProperties: () => object, parentPath: undefined, manifest: object): unknown;
  createStaticHandlerDataRoutes(routes: unknown): unknown;
}
const internal = async (file: string) => (await import(pathToFileURL(path.join(lib, file)).href)) as Partial<Internals>;
const { createServerRoutes } = (await internal('dom/ssr/routes.js')) as Pick<Internals, 'createServerRoutes'>;
const { V6RegExMatcher } = (await internal('router/matcher.js')) as Pick<Internals, 'V6RegExMatcher'>;
const { convertRoutesToDataRoutes } = (await internal('router/utils.js')) as Pick<Internals, 'convertRoutesToDataRoutes'>;
const { createStaticHandlerDataRoutes } = (await internal('server-runtime/routes.js')) as Pick<Internals, 'createStaticHandlerDataRoutes'>;

const build = (await import(pathToFileURL(path.join(WEB_BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild;
const routeModules = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route?.module]));
const storefrontOnly = <T>(routes: Record<string, T>) =>
  Object.fromEntries(Object.entries(routes).filter(([id]) => !id.startsWith('admin')));

/** CPU µs of one call of `fn`, after a warm-up. */
function cost(fn: () => unknown): number {
  for (let i = 0; i < LOOPS / 10; i++) fn();
  const start = process.cpuUsage();
  for (let i = 0; i < LOOPS; i++) fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / LOOPS;
}

const PRODUCT = '/products/a-product-slug';
for (const [label, routes] of [
  ['every route', build.routes],
  ['storefront only', storefrontOnly(build.routes)],
] as const) {
  const matcher = new V6RegExMatcher('/');
  matcher.update(convertRoutesToDataRoutes(createStaticHandlerDataRoutes(routes), () => ({}), undefined, {}));
  const manifest = label === 'every route' ? build.assets.routes : storefrontOnly(build.assets.routes);
  const serverRoutes = cost(() => createServerRoutes(manifest, routeModules, build.future, false));
  const matchProduct = cost(() => matcher.match(PRODUCT));
  const matchParents = cost(() => [matcher.match('/'), matcher.match('/products')]);
  log(
    `${label.padEnd(16)} ${String(Object.keys(routes).length).padStart(3)} routes: createServerRoutes ${serverRoutes.toFixed(0)} µs, ` +
      `match ${PRODUCT} ${matchProduct.toFixed(0)} µs, "/" and "/products" ${matchParents.toFixed(0)} µs; ` +
      `a product page ≈ ${(serverRoutes + 2 * matchProduct + matchParents).toFixed(0)} µs`,
  );
}
