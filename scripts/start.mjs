// `npm start`: install, build when sources changed, then run the server (it migrates, seeds the
// demo shop on the first start and prints its URL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, NODE, ROOT, toolEnv } from './lib/prepare.mjs';

try {
  ensureInstalled();
  ensureBuilt();
} catch (err) {
  process.stderr.write(`suraksha: ${err.message}\n`);
  process.exit(1);
}

const server = spawn(NODE, [path.join(ROOT, 'apps', 'server', 'src', 'main.ts')], { stdio: 'inherit', cwd: ROOT, env: toolEnv() });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
