import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file the seed writes under DATA_DIR, named by the public path stored in an `image` column. */
export type MediaFile = { publicPath: string; content: string | Uint8Array };

// Only names the seed itself makes: anything else would be a bug, never a path to follow.
const PUBLIC_PATH = /^\/media\/[a-z-]+\/[a-z0-9-]+\.(svg|pdf)$/;

/** `/media/products/x.svg` → `<DATA_DIR>/media/products/x.svg`. */
export function mediaFilePath(dataDir: string, publicPath: string): string {
  if (!PUBLIC_PATH.test(publicPath)) throw new Error(`not a seed media path: ${publicPath}`);
  return path.join(dataDir, ...publicPath.split('/').filter(Boolean));
}

/** Writes (or overwrites) the files, so seeding twice leaves the same media behind. */
export async function writeMediaFiles(dataDir: string, files: readonly MediaFile[]): Promise<void> {
  const targets = files.map((file) => ({ target: mediaFilePath(dataDir, file.publicPath), content: file.content }));
  const folders = new Set(targets.map(({ target }) => path.dirname(target)));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(targets.map(({ target, content }) => writeFile(target, content)));
}
