import {
  type BrandProductsResponse,
  type BrandsResponse,
  type CategoryResponse,
  type FooterResponse,
  type ListingQuery,
  type MenuResponse,
  type Pagination,
  PRODUCTS_PER_PAGE,
  type ProductCard,
} from '@suraksha/contracts/catalog';
import { type SortKey } from '@suraksha/contracts/listing-limits';
import { SHOP_ADDRESS } from '@suraksha/domain/constants';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { CatalogueIndex } from './catalogue-index/catalogue-index.ts';
import type { AnswerPlan, CatalogueIndexKeeper } from './catalogue-index/index-keeper.ts';
import { NO_FILTERS, type ProductFilters, queryIndex } from './catalogue-index/index-query.ts';
import { withDescendants } from './category-tree.ts';
import { toProductCard } from './product-card.ts';
import { listAllCategories, listBrands, listBrandsWithSeo, listTopCategories } from './repo.ts';
import { nepaliTitleOf } from '../nepali-version/nepali-texts.ts';
import { sellerInformation } from '../settings/seller-information-service.ts';

/** Footer data (SPEC §3): top categories, every brand, the featured brands, how to reach the shop, and who sells. */
export async function getFooter(db: Database): Promise<FooterResponse> {
  const [topCategories, allBrands, seller] = await Promise.all([listTopCategories(db), listBrands(db), sellerInformation(db)]);
  const link = ({ id, title, slug, image }: { id: number; title: string; slug: string; image: string | null }) => ({
    id,
    title,
    slug,
    image,
  });
  return {
    result: 'success',
    categories: topCategories.map((c) => ({ ...link(c), ne: nepaliTitleOf(c.ne) })),
    brands: allBrands.map(link),
    filteredBrands: allBrands.filter((b) => b.featured).map(link),
    contact: {
      address: `${SHOP_ADDRESS.street}, ${SHOP_ADDRESS.city}, ${SHOP_ADDRESS.country}`,
      phone: SHOP_ADDRESS.phone,
      email: SHOP_ADDRESS.email,
    },
    seller,
  };
}

/** The header's category menu: top-level categories with their children, in shop order. */
export async function getMenu(db: Database): Promise<MenuResponse> {
  const rows = await listAllCategories(db);
  const top = rows.filter((c) => c.parentId === null);
  return {
    result: 'success',
    categories: top.map(({ id, title, slug, image, ne }) => ({
      id,
      title,
      slug,
      image,
      ne: nepaliTitleOf(ne),
      children: rows
        .filter((c) => c.parentId === id)
        .map((c) => ({ id: c.id, title: c.title, slug: c.slug, image: c.image, ne: nepaliTitleOf(c.ne) })),
    })),
  };
}

/** The SEO columns of a row under their API names. */
export const seo = (row: { seoTitle: string | null; seoDescription: string | null; seoKeyword: string | null }) => ({
  seo_title: row.seoTitle,
  seo_description: row.seoDescription,
  seo_keyword: row.seoKeyword,
});

export function toPagination(page: number, total: number): Pagination {
  return { page, perPage: PRODUCTS_PER_PAGE, total, totalPages: Math.ceil(total / PRODUCTS_PER_PAGE) };
}

/**
 * A listing's answer: the catalogue index chooses the page and counts (decision 0111), the database gives
 * the cards; `rest` is what the listing says besides its products, worked out from the same index.
 */
function listingPlan<T extends object>(
  index: CatalogueIndex,
  filters: ProductFilters,
  sort: SortKey,
  page: number,
  showPrices: boolean,
  rest: T,
): AnswerPlan<T & { products: ProductCard[]; pagination: Pagination; sort: SortKey }> {
  const { ids, counts } = queryIndex(index, { match: null, filters, sort, page, facets: false });
  return {
    ids,
    finish: (rows) => ({
      ...rest,
      products: rows.map((row) => toProductCard(row, showPrices)),
      pagination: toPagination(page, counts.total),
      sort,
    }),
  };
}

/** Without a search term there is no relevance: such listings sort newest first. */
const listingSort = (sort: SortKey | undefined): SortKey => (sort === undefined || sort === 'relevance' ? 'newest' : sort);

/** Every brand with its logo and SEO fields (the /brands grid). */
export async function getBrands(db: Database): Promise<BrandsResponse> {
  const rows = await listBrandsWithSeo(db);
  return { result: 'success', brands: rows.map((b) => ({ id: b.id, title: b.title, slug: b.slug, image: b.image, ...seo(b) })) };
}

/** A brand and a page of its active products. */
export function getBrandProducts(
  db: Database,
  keeper: CatalogueIndexKeeper,
  slug: string,
  query: ListingQuery,
  showPrices: boolean,
): Promise<BrandProductsResponse> {
  const sort = listingSort(query.sort);
  return keeper.answer(db, null, '', ({ index }) => {
    const brand = index.brandPages.get(slug);
    if (!brand) throw new NotFoundError('Brand not found.');
    return listingPlan(index, { ...NO_FILTERS, brandIds: [brand.id] }, sort, query.page, showPrices, {
      result: 'success' as const,
      brand: { id: brand.id, title: brand.title, slug: brand.slug, image: brand.image, description: brand.description, ...seo(brand) },
    });
  });
}

/** A category, its parent and children, and a page of the active products of it and every category below it. */
export function getCategory(
  db: Database,
  keeper: CatalogueIndexKeeper,
  slug: string,
  query: ListingQuery,
  showPrices: boolean,
): Promise<CategoryResponse> {
  const sort = listingSort(query.sort);
  return keeper.answer(db, null, '', ({ index }) => {
    const category = index.categoryPages.get(slug);
    if (!category) throw new NotFoundError('Category not found.');
    const { tree } = index;
    const filters = { ...NO_FILTERS, categoryIds: withDescendants(tree, category.id) };
    const parent = tree.find((c) => c.id === category.parentId);
    return listingPlan(index, filters, sort, query.page, showPrices, {
      result: 'success' as const,
      category: {
        id: category.id,
        title: category.title,
        slug: category.slug,
        image: category.image,
        description: category.description,
        ...seo(category),
        ne: nepaliTitleOf(category.ne),
        parent: parent ? { title: parent.title, slug: parent.slug, ne: nepaliTitleOf(parent.ne) } : null,
        children: tree
          .filter((c) => c.parentId === category.id && c.active)
          .map((c) => ({ title: c.title, slug: c.slug, ne: nepaliTitleOf(c.ne) })),
      },
    });
  });
}
