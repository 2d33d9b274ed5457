// The sitemaps.org protocol (https://www.sitemaps.org/protocol.html): pure rendering, no I/O.

/** The protocol's limit of URLs in one sitemap file (also 50 MB uncompressed, far above our rows). */
export const MAX_URLS_PER_SITEMAP = 50_000;

import { absoluteUrl } from '@suraksha/domain/site-url';
import { LANGUAGES, localisedPath } from '@suraksha/domain/site-languages';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | null | undefined;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Entity-escapes a value for an XML text node, as the protocol requires of every URL. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] as string);
}

/** W3C datetime; a day is precise enough for crawlers and keeps the files small. */
function w3cDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>\n`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** Google's extension for a page's language versions (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap). */
const XHTML_NAMESPACE = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

export const urlsetOpen = `${XML_DECLARATION}<urlset ${NAMESPACE} ${XHTML_NAMESPACE}>\n`;
export const urlsetClose = '</urlset>\n';

/** URLs one shop page contributes to a sitemap: one per language (decision 0124). */
export const URLS_PER_PAGE = LANGUAGES.length;

/**
 * One page of the shop in every language: a `<url>` per language, each naming all of them (and
 * English as x-default) as its alternates, as the hreflang rules want.
 */
export function pageUrlsXml(publicUrl: string, sitePath: string, lastmod?: Date | null): string {
  const urlOf = (language: (typeof LANGUAGES)[number]) => escapeXml(absoluteUrl(publicUrl, localisedPath(sitePath, language)));
  const alternates =
    LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${urlOf(language)}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${urlOf('en')}"/>`;
  const lastmodXml = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
  return LANGUAGES.map((language) => `<url><loc>${urlOf(language)}</loc>${lastmodXml}${alternates}</url>\n`).join('');
}

/** The sitemap index: one `<sitemap>` per child file. */
export function sitemapIndexXml(children: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}<sitemapindex ${NAMESPACE}>\n${children.map((c) => entryXml('sitemap', c)).join('')}</sitemapindex>\n`;
}

/** The site path of a slug route: the slug is one encoded path segment. */
export const slugPath = (prefix: string, slug: string) => `${prefix}/${encodeURIComponent(slug)}`;
