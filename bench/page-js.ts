// The JavaScript each page makes the browser load before it is interactive, file by file, gzipped
// (the same walk as bench/run.ts's productPageJs), against a server that is already running:
//   node bench/page-js.ts http://localhost:3000 / /products?search=camera /ne/products/some-slug
// Prints one table per page, largest file first, and a total line.
import { gzipSync } from 'node:zlib';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  process.stderr.write('usage: node bench/page-js.ts BASE_URL PATH...\n');
  process.exit(2);
}

function staticImports(source: string, from: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{0,2}\/[^"']+\.js)["']/g)].map(
    (m) => new URL(m[1] as string, `http://x${from}`).pathname,
  );
}

async function pageJs(pagePath: string): Promise<{ url: string; gzip: number; raw: number }[]> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const pending: string[] = [];
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) pending.push(m[1] as string);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)) pending.push(m[1] as string);
  for (const m of html.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*["'](\/[^"']+\.js)["']/g)) pending.push(m[1] as string);
  const seen = new Map<string, { url: string; gzip: number; raw: number }>();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    const body = Buffer.from(await (await fetch(`${base}${next}`)).arrayBuffer());
    seen.set(next, { url: next, gzip: gzipSync(body, { level: 9 }).length, raw: body.length });
    pending.push(...staticImports(body.toString(), next));
  }
  return [...seen.values()].toSorted((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
for (const pagePath of paths) {
  const files = await pageJs(pagePath);
  process.stdout.write(`\n${pagePath}\n`);
  for (const f of files) process.stdout.write(`${kb(f.gzip)} KB gzip ${kb(f.raw)} KB raw  ${f.url}\n`);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  process.stdout.write(`total ${pagePath}: ${files.length} files, ${kb(gzip).trim()} KB gzip (${kb(raw).trim()} KB raw)\n`);
}
