// `npm start`: install, build when sources changed, then run the server (it migrates, seeds the
// demo shop on the first start and prints its URL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, NODE, ROOT, toolEnv } from './lib/prepare.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags.mjs';

try {
  ensureInstalled();
  ensureBuilt();
} catch (err) {
  process.stderr.write(`suraksha: ${err.message}\n`);
  process.exit(1);
}

// Unless told otherwise, this is the demo shop on the libraries' production builds (decision 0018).
// Whoever sets NODE_ENV themselves gets exactly what they asked for, never the demo by default.
const demo = process.env.NODE_ENV ? {} : { NODE_ENV: 'production', DEMO: process.env.DEMO ?? 'true' };
const server = spawn(NODE, [...SERVER_NODE_FLAGS, path.join(ROOT, 'apps', 'server', 'src', 'main.ts')], {
  stdio: 'inherit',
  cwd: ROOT,
  env: toolEnv(demo),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
