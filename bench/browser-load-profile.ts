// A page's load in Chromium at 4× CPU throttling, profiled over CDP (decision 0116's method): the main
// thread's script and task time until the page is hydrated plus one second, the long tasks' blocking
// time (each task's time over 50 ms, as TBT counts it) and the sampled CPU time by script.
//   node bench/browser-load-profile.ts BASE_URL RUNS PATH...
import { chromium } from '@playwright/test';

const [base, runsText, ...paths] = process.argv.slice(2);
const runs = Number(runsText);
if (!base || !Number.isInteger(runs) || runs < 1 || paths.length === 0) {
  process.stderr.write('usage: node bench/browser-load-profile.ts BASE_URL RUNS PATH...\n');
  process.exit(2);
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Sampled CPU time (ms) by script file name; "(program)", "(idle)" and "(garbage collector)" as V8 names them. */
function timeByScript(profile: Profile): Map<string, number> {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    const name = frame?.url ? (frame.url.split('/').pop() ?? frame.url) : (frame?.functionName ?? '?');
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const pagePath of paths) {
    const scripts = new Map<string, number[]>();
    const rows: string[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { longTaskBlockingMs: number };
        w.longTaskBlockingMs = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.longTaskBlockingMs += Math.max(0, e.duration - 50);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Performance.enable');
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const started = Date.now();
      await page.goto(`${base}${pagePath}`);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
      const hydratedMs = Date.now() - started;
      await page.waitForTimeout(1000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
      const blocking = await page.evaluate(() => (window as unknown as { longTaskBlockingMs: number }).longTaskBlockingMs);
      rows.push(
        `  run ${run + 1}: hydrated after ${hydratedMs} ms, script ${metric('ScriptDuration').toFixed(0)} ms, tasks ${metric('TaskDuration').toFixed(0)} ms, blocking (long tasks over 50 ms) ${blocking.toFixed(0)} ms`,
      );
      for (const [name, ms] of timeByScript(profile)) scripts.set(name, [...(scripts.get(name) ?? []), ms]);
      await context.close();
    }
    process.stdout.write(`\n${pagePath}\n${rows.join('\n')}\n  sampled CPU by script, mean of ${runs} (ms, throttled 4×):\n`);
    const means = [...scripts].map(([name, list]) => [name, list.reduce((a, b) => a + b, 0) / runs] as const);
    for (const [name, ms] of means.toSorted((a, b) => b[1] - a[1]).slice(0, 14)) {
      process.stdout.write(`    ${ms.toFixed(0).padStart(6)}  ${name}\n`);
    }
  }
} finally {
  await browser.close();
}
