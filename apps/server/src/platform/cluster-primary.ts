import cluster, { type Worker } from 'node:cluster';

/**
 * WEB_CONCURRENCY > 1: the primary forks one worker per slot (they share the listening port),
 * replaces a worker that dies, and on SIGTERM/SIGINT lets every worker finish its requests.
 */
export function runPrimary(workers: number, onAllListening: () => void) {
  let stopping = false;
  let listening = 0;
  const fork = (): Worker => cluster.fork();
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) onAllListening();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    process.stderr.write(`suraksha: worker ${worker.process.pid} exited (${signal ?? code}); starting another\n`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < workers; i++) fork();
}
