import type { FooterResponse, MenuResponse } from '@suraksha/contracts/catalog';
import { SHOP_ADDRESS } from '@suraksha/domain/constants';
import type { Database } from '../../platform/database.ts';
import { listAllCategories, listBrands, listTopCategories } from './repo.ts';

/** Footer data (SPEC §3): top categories, every brand, the featured brands, and how to reach the shop. */
export async function getFooter(db: Database): Promise<FooterResponse> {
  const [topCategories, allBrands] = await Promise.all([listTopCategories(db), listBrands(db)]);
  const link = ({ id, title, slug, image }: { id: number; title: string; slug: string; image: string | null }) => ({ id, title, slug, image });
  return {
    result: 'success',
    categories: topCategories.map(link),
    brands: allBrands.map(link),
    filteredBrands: allBrands.filter((b) => b.featured).map(link),
    contact: {
      address: `${SHOP_ADDRESS.street}, ${SHOP_ADDRESS.city}, ${SHOP_ADDRESS.country}`,
      phone: SHOP_ADDRESS.phone,
      email: SHOP_ADDRESS.email,
    },
  };
}

/** The header's category menu: top-level categories with their children, in shop order. */
export async function getMenu(db: Database): Promise<MenuResponse> {
  const rows = await listAllCategories(db);
  const top = rows.filter((c) => c.parentId === null);
  return {
    result: 'success',
    categories: top.map(({ id, title, slug, image }) => ({
      id,
      title,
      slug,
      image,
      children: rows.filter((c) => c.parentId === id).map((c) => ({ id: c.id, title: c.title, slug: c.slug, image: c.image })),
    })),
  };
}
