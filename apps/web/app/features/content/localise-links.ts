import { type Language, localisedPath } from '@suraksha/domain/site-languages';

/** Root-relative links that are files or the back office, not shop pages: they have no Nepali version. */
const NOT_A_PAGE = /^\/(?:media|api|admin)(?:[/?#]|$)|^[^?#]*\/[^/?#]+\.[a-z0-9]{2,5}(?:[?#]|$)/i;

/**
 * Staff-written HTML (sanitized by the server: every attribute double-quoted) with its links to shop
 * pages in `language`, so a reader of the Nepali site who follows one stays in it. Links elsewhere
 * (other sites, mailto:, #anchors, files, the back office) come back untouched.
 */
export function localiseLinks(html: string, language: Language): string {
  return html.replace(/(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/gi, (whole, start: string, path: string) =>
    NOT_A_PAGE.test(path) ? whole : `${start}${localisedPath(path, language)}"`,
  );
}
