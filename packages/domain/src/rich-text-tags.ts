/**
 * The HTML elements rich text may hold (blog, training, service descriptions, content pages): the
 * server's sanitizer keeps only these (apps/server/src/platform/sanitize-html.ts), and the
 * storefront's stylesheet keeps Bootstrap's rules for every one of them, though no screen's source
 * names them (apps/web/vite/drop-unused-css.ts).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'a',
  'img',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;
