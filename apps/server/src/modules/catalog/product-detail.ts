import type { ProductResponse } from '@suraksha/contracts/catalog';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { chainTo } from './category-tree.ts';
import { toProductCard, visiblePrices } from './product-card.ts';
import { photosOf } from './product-photos.ts';
import {
  type CategoryTreeRow,
  type ProductPageRow,
  findActiveProductBySlug,
  findMovedSlug,
  findProductForPreview,
  listCategoryTree,
  listRelatedCandidates,
  RELATED_CHOSEN,
} from './repo.ts';
import { seo } from './service.ts';
import { nepaliTextsOf, nepaliTitleOf } from '../nepali-version/nepali-texts.ts';

const RELATED_LIMIT = 8;
/** Where the page reads the category tree from: the database, or the storefront's copy in memory (category-tree-cache.ts). */
type TreeSource = () => Promise<readonly CategoryTreeRow[]>;
/** A datasheet link is followed by buyers: only the web or our own /media, never javascript: or data:. */
const SAFE_LINK = /^(?:https?:\/\/|\/(?!\/))/i;

/** Related products: those staff chose, in their order, then the category's own picks up to the limit (one query). */
async function relatedTo(db: Database, productId: number, categoryId: number | null) {
  const rows = await listRelatedCandidates(db, productId, categoryId, RELATED_LIMIT);
  const chosen = rows.filter((row) => row.source === RELATED_CHOSEN);
  const shown = new Set(chosen.map((row) => row.id));
  const more = rows.filter((row) => row.source !== RELATED_CHOSEN && !shown.has(row.id));
  return [...chosen, ...more].slice(0, RELATED_LIMIT);
}

/**
 * The product page: an active product by slug, its category chain and related products. Prices
 * only when `showPrices`. A slug the product had before answers 301 to its slug now (decision 0104).
 */
export async function getProductPage(
  db: Database,
  slug: string,
  showPrices: boolean,
  categoryTree: TreeSource = () => listCategoryTree(db),
): Promise<ProductResponse | { movedTo: string }> {
  const product = await findActiveProductBySlug(db, slug);
  if (!product) {
    const movedTo = await findMovedSlug(db, slug);
    if (movedTo !== undefined) return { movedTo };
    throw new NotFoundError('Product not found.');
  }
  return pageOf(db, product, showPrices, categoryTree);
}

/**
 * A product's page as staff preview it before publishing (decision 0104): the same answer as the
 * storefront's, for a draft (inactive) product too, with prices. 404 for an unknown id.
 */
export async function getProductPreview(db: Database, id: number): Promise<ProductResponse> {
  const product = await findProductForPreview(db, id);
  if (!product) throw new NotFoundError('Product not found.');
  return pageOf(db, product, true, () => listCategoryTree(db));
}

async function pageOf(db: Database, product: ProductPageRow, showPrices: boolean, categoryTree: TreeSource): Promise<ProductResponse> {
  const categoryId = product.categoryId;
  const [tree, related] = await Promise.all([
    categoryId === null ? Promise.resolve([]) : categoryTree(),
    relatedTo(db, product.id, categoryId),
  ]);
  const breadcrumbs =
    categoryId === null
      ? []
      : chainTo(tree, categoryId)
          .filter((c) => c.active)
          .map((c) => ({ title: c.title, slug: c.slug, ne: nepaliTitleOf(c.ne) }));
  return {
    result: 'success',
    product: {
      id: product.id,
      title: product.title,
      slug: product.slug,
      sku: product.sku,
      image: product.image,
      gallery: photosOf(product),
      brand: product.brandTitle !== null && product.brandSlug !== null ? { title: product.brandTitle, slug: product.brandSlug } : null,
      category: breadcrumbs.at(-1) ?? null,
      breadcrumbs,
      unit: product.unit,
      on_request: product.onRequest,
      ...visiblePrices(product.pricePaisa, product.offerPricePaisa, showPrices),
      stock_status: product.stock > 0 ? 'in_stock' : 'out_of_stock',
      color: product.color,
      size: product.size,
      summary: product.summary,
      // Stored HTML is sanitized again on the way out: whoever wrote it, it reaches the browser inert.
      description: product.description === null ? null : sanitizeRichText(product.description),
      specs: product.specs.map(({ name, value }) => ({ name: String(name), value: String(value) })),
      datasheet_url: product.datasheetUrl !== null && SAFE_LINK.test(product.datasheetUrl) ? product.datasheetUrl : null,
      ...seo(product),
      ne: nepaliTextsOf(product.ne, ['title', 'summary', 'description']),
    },
    related: related.map((row) => toProductCard(row, showPrices)),
  };
}
