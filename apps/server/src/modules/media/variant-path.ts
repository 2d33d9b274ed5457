import path from 'node:path';
import { MEDIA_VARIANT_SOURCES } from '@suraksha/domain/media-variants';

// Only names like `products/hikvision-dome.svg`: letters, digits, dot, dash and underscore, never a
// segment that starts with a dot (so no `.` or `..`), no NUL, no backslash, no absolute path.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_DEPTH = 6;

/**
 * The source file of a variant request such as `products/x.svg.webp`, inside `mediaDir`; null when the
 * name is not one the shop could have made. The caller answers 404 for null.
 */
export function variantSource(mediaDir: string, requested: string): { relative: string; absolute: string } | null {
  if (!requested.endsWith('.webp')) return null;
  const relative = requested.slice(0, -'.webp'.length);
  const segments = relative.split('/');
  if (segments.length > MAX_DEPTH || !segments.every((s) => SEGMENT.test(s)) || !MEDIA_VARIANT_SOURCES.test(relative)) return null;
  const root = path.resolve(mediaDir);
  const absolute = path.resolve(root, ...segments);
  // Belt and braces: whatever the checks above allowed must still resolve inside the media folder.
  if (!absolute.startsWith(root + path.sep)) return null;
  return { relative: segments.join('/'), absolute };
}
