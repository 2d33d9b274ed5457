import type { AdminBrand, AdminCategory } from '@suraksha/contracts/admin/taxonomy';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { brands, categories, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

// Brands and categories as the back office sees them: inactive ones included, each with product counts.

const productCounts = (column: typeof products.brandId | typeof products.categoryId) =>
  ({
    owner: column,
    products: count(),
    activeProducts: sql<number>`count(*) FILTER (WHERE ${products.active})`.mapWith(Number),
  }) as const;

async function countsBy(db: Database, column: typeof products.brandId | typeof products.categoryId, id?: number) {
  const rows = await db
    .select(productCounts(column))
    .from(products)
    .where(id === undefined ? isNotNull(column) : eq(column, id))
    .groupBy(column);
  return new Map(rows.map((r) => [r.owner as number, { products: r.products, activeProducts: r.activeProducts }]));
}

const NONE = { products: 0, activeProducts: 0 };

const brandColumns = { id: brands.id, title: brands.title, slug: brands.slug, image: brands.image, active: brands.active };

/** Every brand in shop order, with how many products refer to it. */
export async function listAdminBrands(db: Database): Promise<AdminBrand[]> {
  const [rows, counts] = await Promise.all([
    db.select(brandColumns).from(brands).orderBy(asc(brands.position), asc(brands.title)),
    countsBy(db, products.brandId),
  ]);
  return rows.map((b) => ({ ...b, ...(counts.get(b.id) ?? NONE) }));
}

export async function findAdminBrand(db: Database, id: number): Promise<AdminBrand | undefined> {
  const [row] = await db.select(brandColumns).from(brands).where(eq(brands.id, id)).limit(1);
  if (!row) return undefined;
  return { ...row, ...((await countsBy(db, products.brandId, id)).get(id) ?? NONE) };
}

export async function brandWithSlug(db: Database, slug: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug)).limit(1);
  return row;
}

const categoryColumns = {
  id: categories.id,
  parentId: categories.parentId,
  title: categories.title,
  slug: categories.slug,
  active: categories.active,
};
type CategoryRow = { id: number; parentId: number | null; title: string; slug: string; active: boolean };

/** Rows in shop order turned into the tree's depth-first order, each with its depth. */
function depthFirst(rows: readonly CategoryRow[]): (CategoryRow & { depth: number })[] {
  const out: (CategoryRow & { depth: number })[] = [];
  const ids = new Set(rows.map((r) => r.id));
  const visit = (parentId: number | null, depth: number) => {
    for (const row of rows) {
      if (row.parentId !== parentId) continue;
      out.push({ ...row, depth });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  // A row whose parent is missing cannot happen (foreign key); shown at the top level all the same.
  for (const row of rows) if (row.parentId !== null && !ids.has(row.parentId)) out.push({ ...row, depth: 0 });
  return out;
}

/** The whole tree, depth first, siblings in shop order, with the products filed directly under each. */
export async function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([
    db.select(categoryColumns).from(categories).orderBy(asc(categories.position), asc(categories.title), asc(categories.id)),
    countsBy(db, products.categoryId),
  ]);
  return depthFirst(rows).map((c) => ({ ...c, ...(counts.get(c.id) ?? NONE) }));
}

export async function findAdminCategory(db: Database, id: number): Promise<AdminCategory | undefined> {
  return (await listAdminCategories(db)).find((c) => c.id === id);
}

export async function categoryWithSlug(db: Database, slug: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
  return row;
}

/** The categories directly under `parentId` (null: the top level), in shop order. */
export function listSiblings(db: Database, parentId: number | null) {
  return db
    .select({ id: categories.id, position: categories.position })
    .from(categories)
    .where(parentId === null ? sql`${categories.parentId} IS NULL` : eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.title), asc(categories.id));
}

/** The position after the last sibling under `parentId`. */
export async function nextPosition(db: Database, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(parentId === null ? sql`${categories.parentId} IS NULL` : eq(categories.parentId, parentId));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function activeChildCount(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.parentId, id), eq(categories.active, true)));
  return row?.n ?? 0;
}
