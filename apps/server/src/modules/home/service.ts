import type { HomeResponse } from '@suraksha/contracts/home';
import type { Database } from '../../platform/database.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { listBrands, listFeaturedProducts, listNewestProducts, listTopCategories } from '../catalog/repo.ts';
import { listLatestBlogs } from '../content/repo.ts';
import { currentHomeLayout } from './home-layout-service.ts';
import { nepaliTitleOf } from '../nepali-version/nepali-texts.ts';

const PRODUCTS_PER_ROW = 8;

/** Everything the home page shows, in one round trip: its lists, and the hero's texts and the sections' order. */
export async function getHome(db: Database, showPrices: boolean): Promise<HomeResponse> {
  const [categories, newest, featured, brands, blogs, layout] = await Promise.all([
    listTopCategories(db),
    listNewestProducts(db, PRODUCTS_PER_ROW),
    listFeaturedProducts(db, PRODUCTS_PER_ROW),
    listBrands(db),
    listLatestBlogs(db, 3),
    currentHomeLayout(db),
  ]);
  return {
    result: 'success',
    categories: categories
      .filter((c) => c.featured)
      .map(({ id, title, slug, image, ne }) => ({ id, title, slug, image, ne: nepaliTitleOf(ne) })),
    newProducts: newest.map((row) => toProductCard(row, showPrices)),
    featuredProducts: featured.map((row) => toProductCard(row, showPrices)),
    brands: brands.map(({ id, title, slug, image }) => ({ id, title, slug, image })),
    blogs,
    layout,
  };
}
