import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fresh data dir per run: the server migrates and seeds the demo shop as on a first `npm start`.
// Exported through the environment so test workers (which inherit it) read the same folder, e.g. the
// mail outbox files.
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `suraksha-e2e-${Date.now()}`);
process.env.E2E_DATA_DIR = DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // main.ts, after the journeys' fixtures are written into the database (e2e/support/prepare-data.ts).
    command: `node e2e/support/e2e-server.ts`,
    url: `${BASE_URL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE_URL,
      // As `npm start` runs it: the demo shop on the production builds (decision 0018).
      NODE_ENV: 'production',
      DEMO: 'true',
      // Google sign-in against the mock OpenID provider the Google journey starts on this port.
      GOOGLE_ISSUER: `http://127.0.0.1:${Number(process.env.E2E_GOOGLE_PORT ?? 3199)}`,
      GOOGLE_CLIENT_ID: 'suraksha-e2e',
      GOOGLE_CLIENT_SECRET: 'suraksha-e2e-secret',
    },
  },
});
