/**
 * The absolute URL of a site path, for what leaves the page: canonical links, link previews,
 * structured data, the sitemap and robots.txt. PUBLIC_URL may carry a path prefix (a shop served
 * under /store); an absolute URL (an image on a CDN) stays as it is.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${publicUrl.replace(/\/+$/, '')}${path}`;
}
