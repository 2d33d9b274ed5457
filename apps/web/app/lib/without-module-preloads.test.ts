import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './without-module-preloads.ts';

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(withoutModulePreloads())) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString('utf8');
}

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-b.js"/><link rel="stylesheet" href="/assets/root-c.css"/><title>Hikvision</title></head>';

describe('withoutModulePreloads', () => {
  it('drops the module preloads of the head and keeps stylesheets, title and the streamed body', async () => {
    const html = await through([
      HEAD,
      '<body><link rel="modulepreload" href="/in-body.js"/><script type="module">import "/assets/root-b.js"</script>',
      '</body></html>',
    ]);
    expect(html).not.toContain('/assets/entry.client-a.js');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-c.css"/><title>Hikvision</title></head><body>');
    // The body is passed through untouched.
    expect(html).toContain('<link rel="modulepreload" href="/in-body.js"/>');
    expect(html).toContain('import "/assets/root-b.js"');
  });

  it('finds the end of the head across chunks, even inside a multi-byte character', async () => {
    const bytes = Buffer.from(`${HEAD.replace('Hikvision', 'रु CCTV')}<body>ok</body>`);
    const split = bytes.indexOf(Buffer.from('रु')) + 1;
    const html = await through([bytes.subarray(0, 40), bytes.subarray(40, split), bytes.subarray(split)]);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-c.css"/><title>रु CCTV</title></head><body>ok</body>',
    );
  });

  it('passes a fragment without a head through unchanged', async () => {
    expect(await through(['<p>Something went wrong</p>'])).toBe('<p>Something went wrong</p>');
  });
});
