import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress-assets.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes a .br and a .gz beside each text file that inflate to it, smaller than on-the-fly gzip', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const css = Array.from({ length: 300 }, (_, i) => `.rule-${i}{margin:${i}px;color:var(--bs-primary)}`).join('');
    const file = path.join(dir, 'assets', 'root-abc123.css');
    writeFileSync(file, css);
    expect(await precompress(dir)).toBe(1);
    const br = readFileSync(`${file}.br`);
    expect(brotliDecompressSync(br).toString()).toBe(css);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(css);
    expect(br.length).toBeLessThan(gzipSync(css, { level: 6 }).length);
  });

  it('leaves images and files too small to gain alone', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'tiny.js'), 'export const a = 1;');
    writeFileSync(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
    expect(await precompress(dir)).toBe(0);
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.webp.gz'))).toBe(false);
  });
});
