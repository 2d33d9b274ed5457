import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under DATA_DIR/uploads, as paths relative to it ('ewaste/….png'). */
export function uploadedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .toSorted();
  } catch {
    return [];
  }
}
