import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { dropUnusedStorefrontCss } from './vite/drop-unused-css.ts';
import { precompressClientAssets } from './vite/precompress-assets.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    reactRouter(),
    dropUnusedStorefrontCss(),
    precompressClientAssets(),
    // `npm run dev`: the same Fastify app (API, media, SSR) serves through Vite with hot reload.
    fastifyReactRouterDev({ entry: '../server/src/dev-server.ts', externalizeServerEntryImports: false }),
  ],
  build: { target: 'es2022' },
  // react-bootstrap and its helpers are imported by per-component paths (react-bootstrap/Accordion,
  // dom-helpers/addClass) that Node's ESM loader cannot resolve, so the server build bundles them.
  // React and React Router stay external: the server shares their module instances with the build.
  // Only for the build: in development Vite's module runner would have to evaluate their CommonJS files.
  ...(command === 'build'
    ? {
        ssr: {
          noExternal: ['react-bootstrap', '@restart/hooks', '@restart/ui', 'dom-helpers', 'react-transition-group', 'uncontrollable'],
        },
      }
    : {}),
}));
