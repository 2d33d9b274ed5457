/**
 * Control characters (C0, DEL, C1) and the backslash: a browser strips tabs and newlines from a
 * URL and reads `\` as `/`, so `/\t/evil.example` or `/\evil.example` would leave the site.
 */
const UNSAFE = /[\p{Cc}\\]/u;
/** Any origin we resolve against: only its own paths may come out of it. */
const HERE = 'https://suraksha.invalid';

function isPlainPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !UNSAFE.test(target);
}

/** Where to go after signing in: only a path of this site (never '//evil.example', '/\t/evil…' or 'https://…'). */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !isPlainPath(target)) return fallback;
  // Decoded once more it must still be a plain path: a router that decodes `/%2F/evil.example` or
  // `/%5Cevil.example` on its way would otherwise meet the raw form. Malformed escapes are refused too.
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (!isPlainPath(decoded)) return fallback;
  return new URL(target, HERE).origin === HERE ? target : fallback;
}
