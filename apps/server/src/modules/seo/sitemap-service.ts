import { OLD_SELLER_DISCLOSURE_SLUG, SELLER_INFORMATION_SLUG } from '@suraksha/contracts/page-messages';
import { absoluteUrl } from '@suraksha/domain/site-url';
import type { Database } from '../../platform/database.ts';
import {
  firstProductIdOfChunk,
  listContentSlugs,
  listingLastChanges,
  listProductChunks,
  listProductSlugsFrom,
  type SlugRow,
} from './sitemap-repo.ts';
import { pageUrlsXml, sitemapIndexXml, slugPath, URLS_PER_PAGE, urlsetClose, urlsetOpen } from './sitemap-xml.ts';

/** Rows read per query while a product sitemap streams: memory stays flat whatever the chunk size. */
const PRODUCT_BATCH = 5_000;

export const SHOP_SITEMAP_PATH = '/sitemaps/shop.xml';
export const productSitemapPath = (chunk: number) => `/sitemaps/products-${chunk}.xml`;

/** Products in one product sitemap of at most `maxUrls` URLs: each product is there once per language. */
const productsPerChunk = (maxUrls: number) => Math.max(1, Math.floor(maxUrls / URLS_PER_PAGE));

/** The sitemap index: the shop's pages, then one child per chunk of products (at most `maxUrls` URLs each). */
export async function buildSitemapIndex(db: Database, publicUrl: string, maxUrls: number): Promise<string> {
  const [changes, chunks] = await Promise.all([listingLastChanges(db), listProductChunks(db, productsPerChunk(maxUrls))]);
  const newestContent = latest(Object.values(changes));
  return sitemapIndexXml([
    { loc: absoluteUrl(publicUrl, SHOP_SITEMAP_PATH), lastmod: newestContent },
    ...chunks.map((c) => ({ loc: absoluteUrl(publicUrl, productSitemapPath(c.chunk)), lastmod: c.lastmod })),
  ]);
}

/** Every public page except products: home, the listing pages, categories, brands, packages and content. */
export async function buildShopSitemap(db: Database, publicUrl: string): Promise<string> {
  const [changes, content] = await Promise.all([listingLastChanges(db), listContentSlugs(db)]);
  const listings: [string, Date | null][] = [
    ['/', latest([changes.product, changes.blog])],
    ['/brands', changes.brand],
    ['/blogs', changes.blog],
    ['/trainings', changes.training],
    ['/services', changes.service],
    ['/catalogues', changes.catalogue],
    ['/certificates', changes.certificate],
    ['/coupons', changes.coupon],
    ['/packages', changes.package],
    ['/faqs', changes.faq],
    ['/career', changes.career],
    ['/affiliate-marketing', null],
    ['/contact-us', null],
    ['/order-tracking', null],
  ];
  const bySlug = (prefix: string, rows: readonly SlugRow[]) =>
    rows.map((r) => ({ sitePath: slugPath(prefix, r.slug), lastmod: r.updatedAt }));
  const pages: { sitePath: string; lastmod: Date | null }[] = [
    ...listings.map(([sitePath, lastmod]) => ({ sitePath, lastmod })),
    ...bySlug('/category', content.categoryRows),
    ...bySlug('/brands', content.brandRows),
    // The seller page is the settings' (decision 0123); the old static one only redirects to it.
    ...bySlug(
      '/pages',
      content.pageRows.filter((r) => r.slug !== OLD_SELLER_DISCLOSURE_SLUG),
    ),
    { sitePath: `/pages/${SELLER_INFORMATION_SLUG}`, lastmod: null },
    ...bySlug('/blogs', content.blogRows),
    ...bySlug('/trainings', content.trainingRows),
    ...bySlug('/services', content.serviceRows),
    ...bySlug('/catalogues', content.catalogueRows),
    ...bySlug('/packages', content.packageRows),
    ...bySlug('/career', content.careerRows),
  ];
  return urlsetOpen + pages.map((p) => pageUrlsXml(publicUrl, p.sitePath, p.lastmod)).join('') + urlsetClose;
}

/**
 * One product sitemap as a stream of XML pieces, read in keyset batches; null when the chunk does
 * not exist (the route answers 404).
 */
export async function productSitemap(
  db: Database,
  publicUrl: string,
  chunk: number,
  maxUrls: number,
): Promise<AsyncIterable<string> | null> {
  const chunkSize = productsPerChunk(maxUrls);
  const firstId = await firstProductIdOfChunk(db, chunk, chunkSize);
  if (firstId === null) return null;
  return (async function* () {
    yield urlsetOpen;
    let fromId = firstId;
    let left = chunkSize;
    while (left > 0) {
      const asked = Math.min(PRODUCT_BATCH, left);
      const rows = await listProductSlugsFrom(db, fromId, asked);
      if (rows.length === 0) break;
      yield rows.map((r) => pageUrlsXml(publicUrl, slugPath('/products', r.slug), r.updatedAt)).join('');
      left -= rows.length;
      fromId = (rows.at(-1)?.id ?? fromId) + 1;
      if (rows.length < asked) break;
    }
    yield urlsetClose;
  })();
}

function latest(dates: readonly (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
}
