import { localisedPath } from '@suraksha/domain/site-languages';
import { absoluteUrl } from '@suraksha/domain/site-url';

/** Pages of a signed-in customer or of the API: nothing a search engine should index or crawl. */
export const PRIVATE_PATHS = ['/dashboard', '/carts', '/checkouts', '/wishlists', '/api/'] as const;

/** robots.txt: the whole shop is open to crawlers except the customer's own pages and the API. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    // The same pages in the Nepali site (decision 0124); the API has no language.
    ...PRIVATE_PATHS.filter((p) => p !== '/api/').map((p) => `Disallow: ${localisedPath(p, 'ne')}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
