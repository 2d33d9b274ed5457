// `node bench/cpu-profile-summary.ts <file.cpuprofile> [rows] [focus]`: where a V8 CPU profile (node --cpu-prof)
// spent its time, by function and by file: self time (the function itself) and total time (with what it
// called, each stack counted once). Used to find what dominates a server-rendered page (decision 0113).
// PROFILE_FROM=<seconds> skips the first seconds (start-up: loading modules is not a page's cost).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, rowsArg] = process.argv.slice(2);
const FROM_US = Number(process.env.PROFILE_FROM ?? 0) * 1e6;
if (!file) throw new Error('usage: node bench/cpu-profile-summary.ts <file.cpuprofile> [rows]');
const ROWS = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** A short, stable name for where code lives: the package, or the path inside the repository. */
function place(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  return url.replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
}
const fnKey = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'}  ${place(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const selfFn = new Map<string, number>();
const totalFn = new Map<string, number>();
const selfFile = new Map<string, number>();
const totalFile = new Map<string, number>();
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
let all = 0;
let idle = 0;

/** Whether sample i falls after PROFILE_FROM. */
const kept: boolean[] = [];
let at = 0;
for (const delta of profile.timeDeltas) kept.push((at += delta) >= FROM_US);

profile.samples.forEach((id, i) => {
  if (!kept[i]) return;
  const us = profile.timeDeltas[i] ?? 0;
  const leaf = byId.get(id);
  if (!leaf) return;
  all += us;
  if (leaf.callFrame.functionName === '(idle)') {
    idle += us;
    return;
  }
  add(selfFn, fnKey(leaf), us);
  add(selfFile, place(leaf.callFrame.url), us);
  const seenFn = new Set<string>();
  const seenFile = new Set<string>();
  for (let n: ProfileNode | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
    const k = fnKey(n);
    if (!seenFn.has(k)) {
      add(totalFn, k, us);
      seenFn.add(k);
    }
    const f = place(n.callFrame.url);
    if (!seenFile.has(f)) {
      add(totalFile, f, us);
      seenFile.add(f);
    }
  }
});

const busy = all - idle;
const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
function table(title: string, m: Map<string, number>) {
  process.stdout.write(`\n${title}\n`);
  for (const [k, v] of [...m].toSorted((a, b) => b[1] - a[1]).slice(0, ROWS)) process.stdout.write(`${ms(v)} ms ${pct(v)}  ${k}\n`);
}
process.stdout.write(`profile ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, busy ${ms(busy)} ms, idle ${ms(idle)} ms\n`);
table('self time by file or package', selfFile);
table('self time by function', selfFn);
table('total time by function (with callees)', totalFn);
table('total time by file or package', totalFile);

// With a third argument, the call stacks (leaf first, 12 frames) that lead to functions whose name contains it.
const focus = process.argv[4];
if (focus) {
  const stacks = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    if (!kept[i]) return;
    const chain: string[] = [];
    let hit = false;
    for (let n: ProfileNode | undefined = byId.get(id); n; n = byId.get(parent.get(n.id) ?? -1)) {
      if (!hit && fnKey(n).includes(focus)) hit = true;
      if (hit) chain.push(fnKey(n));
    }
    if (hit) add(stacks, chain.slice(0, 12).join('\n      ← '), profile.timeDeltas[i] ?? 0);
  });
  table(`stacks through "${focus}"`, stacks);
}
