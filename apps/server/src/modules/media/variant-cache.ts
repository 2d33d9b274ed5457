import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaVariantWidth } from '@suraksha/domain/media-variants';
import { withEncodeSlot } from '../../platform/encode-slots.ts';
import { loadSharp } from '../../platform/sharp-on-demand.ts';

/** A source larger than this (e.g. a 20,000 × 20,000 "photo") is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Bigger files are refused before they are read (a shop photo is a few megabytes at most). */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const WEBP_QUALITY = 78;

// Requests for the same variant while it is being made share one encode.
const inFlight = new Map<string, Promise<void>>();

async function statOf(file: string): Promise<{ mtimeMs: number; size: number; isFile(): boolean } | null> {
  try {
    return await stat(file);
  } catch {
    return null;
  }
}

async function encode(sourceFile: string, target: string, width: MediaVariantWidth): Promise<void> {
  // Read into memory rather than give sharp the path: libvips caches by file name and would keep serving an old source.
  const [source, sharp] = await Promise.all([readFile(sourceFile), loadSharp()]);
  const meta = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  // A vector is rasterised at the density that yields the asked width, so a 600 px wide SVG gives a sharp 960 px variant.
  const density = meta.format === 'svg' && meta.width ? Math.min(2400, Math.max(72, Math.ceil((72 * width) / meta.width))) : undefined;
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toFile(temp);
    // rename is atomic on one file system: a reader sees the old variant or the whole new one, never half.
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * The cached WebP of `source` at `width` under `cacheDir`, made on first use and again whenever the
 * source is newer than the cached copy. Null when the source does not exist.
 */
export async function variantFile(cacheDir: string, relative: string, source: string, width: MediaVariantWidth): Promise<string | null> {
  const found = await statOf(source);
  if (!found?.isFile()) return null;
  if (found.size > MAX_SOURCE_BYTES) throw new Error(`source larger than ${MAX_SOURCE_BYTES} bytes`);
  const target = path.join(cacheDir, `w${width}`, `${relative}.webp`);
  const cached = await statOf(target);
  if (cached && cached.mtimeMs >= found.mtimeMs) return target;
  let job = inFlight.get(target);
  if (!job) {
    job = withEncodeSlot(() => encode(source, target, width)).finally(() => inFlight.delete(target));
    inFlight.set(target, job);
  }
  await job;
  return target;
}
