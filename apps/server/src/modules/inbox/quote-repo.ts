import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { products } from '../../db/schema/catalog.ts';
import { quoteRequests } from '../../db/schema/forms.ts';
import { quoteLines, quotes } from '../../db/schema/quotes.ts';
import type { Database } from '../../platform/database.ts';

/** The priced quotes' queries (decision 0110): the catalogue's products for the lines, the request's customer, the versions sent. */

export function findQuotedProducts(db: Database, ids: number[]) {
  return db
    .select({ id: products.id, title: products.title, sku: products.sku, active: products.active })
    .from(products)
    .where(inArray(products.id, ids));
}

/** The customer as the quote request gave them. */
export async function findQuoteCustomer(db: Database, quoteRequestId: number) {
  const [row] = await db
    .select({
      name: quoteRequests.fullName,
      company: quoteRequests.companyName,
      email: quoteRequests.emailAddress,
      phone: quoteRequests.phoneNumber,
      address: quoteRequests.address,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId));
  return row;
}

/** The number and the latest version of the request's quotes, if any was sent. */
export async function findLatestQuoteVersion(db: Database, quoteRequestId: number) {
  const [row] = await db
    .select({ number: max(quotes.number), version: max(quotes.version) })
    .from(quotes)
    .where(eq(quotes.quoteRequestId, quoteRequestId));
  return row?.version ? { number: row.number as string, version: row.version } : undefined;
}

export async function insertQuote(
  db: Database,
  quote: typeof quotes.$inferInsert,
  lines: Omit<typeof quoteLines.$inferInsert, 'quoteId' | 'position'>[],
) {
  const [row] = await db.insert(quotes).values(quote).returning({ id: quotes.id });
  if (!row) throw new Error('quote not saved');
  await db.insert(quoteLines).values(lines.map((line, position) => ({ ...line, quoteId: row.id, position })));
  return row.id;
}

/** Every version sent for a request, oldest first, with its lines and who sent it. */
export async function findQuotes(db: Database, quoteRequestId: number) {
  const rows = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      version: quotes.version,
      validUntil: quotes.validUntil,
      note: quotes.note,
      totalPaisa: quotes.totalPaisa,
      by: users.name,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.authorId))
    .where(eq(quotes.quoteRequestId, quoteRequestId))
    .orderBy(asc(quotes.version));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(quoteLines)
    .where(
      inArray(
        quoteLines.quoteId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(quoteLines.quoteId), asc(quoteLines.position));
  return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.quoteId === r.id) }));
}

/** The PDF of one version, as it was mailed. */
export async function findQuotePdf(db: Database, quoteRequestId: number, version: number) {
  const [row] = await db
    .select({ number: quotes.number, version: quotes.version, pdf: quotes.pdf })
    .from(quotes)
    .where(and(eq(quotes.quoteRequestId, quoteRequestId), eq(quotes.version, version)));
  return row;
}
