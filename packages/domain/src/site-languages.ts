// The shop's two languages and how a URL says which one a page is in (decision 0124).
// English pages keep the SPEC's URLs; the same page in Nepali lives under `/ne`.

export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The URL prefix of the Nepali site (no trailing slash: `/ne` is its home page). */
export const NEPALI_PREFIX = '/ne';

/** The cookie remembering the visitor's last choice; it only decides where the bare home page `/` leads. */
export const LANGUAGE_COOKIE = 'lang';

/** Names shown in the language switch, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ne: 'नेपाली' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

const inNepaliSite = (pathname: string) => pathname === NEPALI_PREFIX || pathname.startsWith(`${NEPALI_PREFIX}/`);

/** The language a page is in, from its path alone (the same answer on the server and in the browser). */
export function languageOfPath(pathname: string): Language {
  return inNepaliSite(pathname) ? 'ne' : 'en';
}

/** The path of the same page with no language prefix: `/ne/brands` → `/brands`, `/ne` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (!inNepaliSite(pathname)) return pathname;
  return pathname.slice(NEPALI_PREFIX.length) || '/';
}

/**
 * A site path (with any query and hash) in the given language: `/brands?x=1` → `/ne/brands?x=1`.
 * External and protocol-relative links, and paths already in that language, come back unchanged.
 */
export function localisedPath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const rest = path.slice(pathnameEnd(path));
  const bare = pathWithoutLanguage(path.slice(0, pathnameEnd(path)));
  if (language === DEFAULT_LANGUAGE) return bare + rest;
  return (bare === '/' ? NEPALI_PREFIX : NEPALI_PREFIX + bare) + rest;
}

function pathnameEnd(path: string): number {
  const end = path.search(/[?#]/);
  return end === -1 ? path.length : end;
}

/** The language the cookie asks for, if it names one. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '');
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : null;
}

/** The request header the web sends with every API call, naming the page's language. */
export const ACCEPT_LANGUAGE_HEADER = 'accept-language';

/**
 * The shop language an `Accept-Language` header prefers (RFC 9110: the highest q wins, the first
 * named on a tie; `ne-NP` counts as `ne`); English when it names neither or is absent.
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  let best: { language: Language; q: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
    const primary = range.toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.find((param) => /^q=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (best === null || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
