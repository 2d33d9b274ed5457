import { RICH_TEXT_TAGS } from '@suraksha/domain/rich-text-tags';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (blog, training, service descriptions and content pages) is HTML written in the
 * back office or imported. It is sanitized on the way OUT of the API, so whatever sits in the
 * database — written by anyone — reaches the browser inert.
 */

/** Links may leave the shop (http/https), write an e-mail or call; root-relative links stay inside. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
/** Images come from the web or from our own /media; never data:, javascript: or another origin without a scheme. */
const SAFE_SRC = /^(?:https?:\/\/|\/(?!\/))/i;
const WHOLE_NUMBER = /^\d{1,4}$/;

/** `attribs` without `name` unless its (trimmed) value passes `ok`; attribute order is kept. */
function keepIf(attribs: Record<string, string>, name: string, ok: RegExp): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(attribs)) {
    if (key !== name) kept[key] = value;
    else if (ok.test(value.trim())) kept[key] = value.trim();
  }
  return kept;
}

function keepSizes(attribs: Record<string, string>, names: readonly string[]): Record<string, string> {
  return names.reduce((acc, name) => keepIf(acc, name, WHOLE_NUMBER), attribs);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their content, not only their tags: no script text or SVG payload left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'template', 'title'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...keepIf(attribs, 'href', SAFE_HREF), rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: keepSizes(keepIf(attribs, 'src', SAFE_SRC), ['width', 'height']) }),
    th: (tagName, attribs) => ({ tagName, attribs: keepSizes(attribs, ['colspan', 'rowspan']) }),
    td: (tagName, attribs) => ({ tagName, attribs: keepSizes(attribs, ['colspan', 'rowspan']) }),
  },
  // An image whose source was unsafe is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The allow-listed subset of `html`: safe to render with dangerouslySetInnerHTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
