import { createHash } from 'node:crypto';
import type { FuzzCase, FuzzRoute } from './fuzz-cases.ts';

/** One broken promise of a route: what was sent, what came back, and what was wrong with it. */
export interface Finding {
  route: FuzzRoute;
  seed: number;
  problem: string;
  fuzzCase?: FuzzCase;
  status?: number;
  body?: string;
}

/**
 * Each route's cases come from its own seed, derived from the run's seed and the route: adding a
 * route does not change the cases of the others, and a finding reproduces with the run's seed alone.
 */
export function routeSeed(seed: number, route: FuzzRoute): number {
  return createHash('sha256').update(`${seed} ${route.method} ${route.url}`).digest().readInt32LE(0);
}

/** Shows control characters and cuts 100 KB inputs down to something a person can read. */
function readable(text: string | Buffer | undefined, max = 300): string {
  if (text === undefined) return '(none)';
  const s = JSON.stringify(typeof text === 'string' ? text : text.toString('latin1'));
  return s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s;
}

/** The problem without its numbers, so the same bug under two statuses or tables is one finding. */
const problemClass = (problem: string) => problem.replace(/\d{3}/, 'NNN').replace(/changed .*/, 'changed rows');

/**
 * A summary a person can act on: one block per distinct finding (route, input class, problem),
 * with one example request and answer, and the seed to replay it; 'no findings' when clean.
 */
export function describeFindings(findings: readonly Finding[], seed: number): string {
  if (findings.length === 0) return 'no findings';
  const distinct = new Map<string, { first: Finding; count: number }>();
  for (const f of findings) {
    const key = `${f.route.method} ${f.route.url} | ${f.fuzzCase?.kind ?? '-'} | ${problemClass(f.problem)}`;
    const entry = distinct.get(key);
    if (entry) entry.count++;
    else distinct.set(key, { first: f, count: 1 });
  }
  const blocks = [...distinct].map(([key, { first: f, count }]) =>
    [
      `● ${key} (${count}×)`,
      `    problem: ${f.problem}`,
      ...(f.fuzzCase
        ? [
            `    request: ${f.fuzzCase.method} ${readable(f.fuzzCase.url, 200)} ${f.fuzzCase.signedIn ? 'signed in' : 'anonymous'}`,
            `    headers: ${JSON.stringify(f.fuzzCase.headers)}`,
            `    payload: ${readable(f.fuzzCase.payload)}`,
            `    answer:  ${f.status} ${readable(f.body)}`,
          ]
        : []),
    ].join('\n'),
  );
  return [
    `${distinct.size} distinct findings (${findings.length} failing requests). Replay: FUZZ_SEED=${seed} npx vitest run --project server route-fuzz`,
    ...blocks,
  ].join('\n');
}
