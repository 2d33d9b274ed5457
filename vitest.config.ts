import { defineConfig } from 'vitest/config';

// One config, three projects. The web project must not load the reactRouter() Vite plugin.
export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/vite/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/app/test-support/jsdom-setup.ts'],
          // Every test starts clean: stubbed globals (fetch) and spies are undone after each one.
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database (~1 GB for PGlite): two at a time on a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
