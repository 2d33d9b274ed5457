/**
 * A one-line progress bar on stderr, redrawn in place with \r. On a pipe or a CI log
 * (not a TTY) it prints a plain line every 10% instead, so logs stay readable.
 */
export type ProgressBar = { update(done: number): void; finish(): void };

const WIDTH = 30;
const REDRAW_MS = 100;

function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  return seconds >= 90 ? `${Math.round(seconds / 60)}m` : `${Math.round(seconds)}s`;
}

export function createProgressBar(label: string, total: number, stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  const startedAt = performance.now();
  let lastDrawAt = 0;
  let lastDecile = -1;
  let done = 0;

  const line = (): string => {
    const fraction = total === 0 ? 1 : Math.min(1, done / total);
    const filled = Math.round(fraction * WIDTH);
    const elapsed = (performance.now() - startedAt) / 1000;
    const rate = elapsed > 0 ? done / elapsed : 0;
    const eta = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
    return (
      `${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}% ` +
      `${done}/${total} ${Math.round(rate)}/s ETA ${formatSeconds(eta)}`
    );
  };

  return {
    update(value) {
      done = value;
      if (stream.isTTY) {
        const now = performance.now();
        if (now - lastDrawAt < REDRAW_MS && done < total) return;
        lastDrawAt = now;
        stream.write(`\r${line()}`);
        return;
      }
      const decile = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (decile === lastDecile) return;
      lastDecile = decile;
      stream.write(`${line()}\n`);
    },
    finish() {
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      stream.write(`${stream.isTTY ? `\r${line()}\n` : ''}${label}: ${done} in ${seconds}s\n`);
    },
  };
}
