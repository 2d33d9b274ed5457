import { and, eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import { quoteRequests } from '../../db/schema/forms.ts';
import type { Database } from '../../platform/database.ts';

export interface QuotedProduct {
  id: number;
  title: string;
  slug: string;
  sku: string;
}

/** An active product by slug: the one a request is about. */
export async function findQuotableProduct(db: Database, slug: string): Promise<QuotedProduct | null> {
  const [row] = await db
    .select({ id: products.id, title: products.title, slug: products.slug, sku: products.sku })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.active, true)))
    .limit(1);
  return row ?? null;
}

export type NewQuoteRequest = Pick<
  typeof quoteRequests.$inferInsert,
  'reference' | 'productId' | 'userId' | 'type' | 'fullName' | 'emailAddress' | 'phoneNumber' | 'companyName' | 'address' | 'message' | 'ip'
>;

/** Stores one request with status 'new'; a reference already taken raises a unique violation. */
export async function insertQuoteRequest(db: Database, request: NewQuoteRequest): Promise<void> {
  await db.insert(quoteRequests).values({ ...request, status: 'new' });
}
