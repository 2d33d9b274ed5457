import type { ProductSpec } from '../schema/catalog.ts';
import { ACCESS_AND_ALARM_FAMILIES } from './access-and-alarm-families.ts';
import { productArtwork } from './artwork.ts';
import { brandBySlug } from './brands.ts';
import { CABLING_AND_NETWORK_FAMILIES } from './cabling-and-network-families.ts';
import { CAMERA_FAMILIES } from './camera-families.ts';
import { categoryBySlug } from './categories.ts';
import type { Glyph } from './glyphs.ts';
import type { MediaFile } from './media-files.ts';
import type { ProductFamily, ProductUnit } from './product-family.ts';
import { createRandom } from './random.ts';
import { RECORDER_AND_DISK_FAMILIES } from './recorder-and-disk-families.ts';
import { escapeMarkup, slugify } from './slug-and-markup.ts';

/** How many products the demo shop starts with. */
export const DEMO_PRODUCT_COUNT = 320;

/** Products are dated within the year before this instant, so the demo is the same whenever it is seeded. */
export const CATALOGUE_DATE = new Date('2026-11-01T00:00:00.000Z');
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A product as generated, with brand and category by slug (ids are the database's business). */
export type GeneratedProduct = {
  index: number;
  title: string;
  slug: string;
  sku: string;
  model: string;
  brandSlug: string;
  categorySlug: string;
  glyph: Glyph;
  pricePaisa: number;
  offerPricePaisa: number | null;
  onRequest: boolean;
  unit: ProductUnit;
  stock: number;
  color: string | null;
  size: string | null;
  summary: string;
  description: string;
  specs: ProductSpec[];
  image: string;
  featured: boolean;
  createdAt: Date;
  seoTitle: string;
  seoDescription: string;
  seoKeyword: string;
};

const FAMILIES: readonly (readonly [ProductFamily, number])[] = [
  ...CAMERA_FAMILIES,
  ...RECORDER_AND_DISK_FAMILIES,
  ...ACCESS_AND_ALARM_FAMILIES,
  ...CABLING_AND_NETWORK_FAMILIES,
].map((family) => [family, family.weight] as const);

/** SKUs read "SR-IPC-000042": shelf code, then the generator index + 1, which the bulk seeder continues from. */
const SKU_PATTERN = /^SR-[A-Z0-9]{3}-(\d+)$/;

export function productSku(skuCode: string, index: number): string {
  return `SR-${skuCode}-${String(index + 1).padStart(6, '0')}`;
}

/** The generator index a seeded SKU was made from; null for SKUs entered by staff. */
export function generatorIndexOfSku(sku: string): number | null {
  const match = SKU_PATTERN.exec(sku);
  return match ? Number(match[1]) - 1 : null;
}

/** Rolls price, offer and on-request the way a real catalogue looks: most priced, some quoted. */
function rollPricing(
  random: ReturnType<typeof createRandom>,
  rupees: number,
): Pick<GeneratedProduct, 'pricePaisa' | 'offerPricePaisa' | 'onRequest'> {
  const roll = random.next();
  if (roll < 0.08) return { pricePaisa: random.chance(0.5) ? 0 : rupees * 100, offerPricePaisa: null, onRequest: true };
  // A listing without a price yet: the card falls back to the Quote button (SPEC §4).
  if (roll < 0.1) return { pricePaisa: 0, offerPricePaisa: null, onRequest: false };
  if (!random.chance(0.28)) return { pricePaisa: rupees * 100, offerPricePaisa: null, onRequest: false };
  const offerRupees = Math.floor((rupees * (1 - random.int(5, 18) / 100)) / 10) * 10;
  return {
    pricePaisa: rupees * 100,
    offerPricePaisa: offerRupees > 0 && offerRupees < rupees ? offerRupees * 100 : null,
    onRequest: false,
  };
}

/**
 * Product number `index` of the endless demo catalogue. Pure: the same index always
 * gives the same product, so 320 demo products and 100,000 bulk ones share one generator
 * and any slice can be generated without the others.
 */
export function generateProduct(index: number): GeneratedProduct {
  const random = createRandom(`suraksha-product:${index}`);
  const family = random.weighted(FAMILIES);
  const variant = family.build(random);
  const brand = brandBySlug(family.brandSlug);
  const category = categoryBySlug(family.categorySlug);
  const title = `${brand.title} ${variant.name}`;
  const slug = `${slugify(title)}-${index + 1}`;
  const pricing = rollPricing(random, variant.rupees);
  const [first = '', second = ''] = variant.highlights;
  const summary = `${first}. ${second}${second ? '.' : ''}`.trim();
  const description =
    `<p>${escapeMarkup(title)}: genuine ${escapeMarkup(brand.title)} stock with local warranty from Suraksha.</p>` +
    `<ul>${variant.highlights.map((h) => `<li>${escapeMarkup(h)}</li>`).join('')}</ul>` +
    '<p>Cash on delivery across Nepal. Installation is available inside Kathmandu valley.</p>';
  return {
    index,
    title,
    slug,
    sku: productSku(category.skuCode, index),
    model: variant.model,
    brandSlug: brand.slug,
    categorySlug: category.slug,
    glyph: variant.glyph,
    ...pricing,
    unit: variant.unit,
    stock: random.chance(0.07) ? 0 : random.int(1, 120),
    color: variant.color,
    size: variant.size,
    summary,
    description,
    specs: variant.specs,
    image: `/media/products/${slug}.svg`,
    featured: random.chance(0.1),
    createdAt: new Date(CATALOGUE_DATE.getTime() - random.int(0, YEAR_SECONDS) * 1000),
    seoTitle: `${title} Price in Nepal | Suraksha`,
    seoDescription: `Buy ${title} in Nepal. ${summary}`.slice(0, 160),
    seoKeyword: [brand.title, category.title, variant.model, variant.size].filter(Boolean).join(', '),
  };
}

export function productImageFile(product: GeneratedProduct): MediaFile {
  const brand = brandBySlug(product.brandSlug);
  return {
    publicPath: product.image,
    content: productArtwork({
      glyph: product.glyph,
      hue: brand.hue,
      finish: product.color === 'Black' ? 'Black' : 'White',
      brand: brand.title,
      model: product.model,
      badge: product.size,
    }),
  };
}

/**
 * The demo shop's products: the first `count` generated products with distinct titles and
 * distinct models, because a real shop lists a model once (the generator may pair one model
 * number with several resolutions). Skipped indices are simply never used.
 */
export function demoCatalogue(count = DEMO_PRODUCT_COUNT): GeneratedProduct[] {
  const titles = new Set<string>();
  const models = new Set<string>();
  const chosen: GeneratedProduct[] = [];
  for (let index = 0; chosen.length < count; index++) {
    if (index > count * 20) throw new Error(`the generator cannot make ${count} distinct products`);
    const product = generateProduct(index);
    const model = `${product.brandSlug} ${product.model}`;
    if (titles.has(product.title) || models.has(model)) continue;
    titles.add(product.title);
    models.add(model);
    chosen.push(product);
  }
  return chosen;
}
