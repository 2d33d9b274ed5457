import { blogs, faqs, pages, services, trainings } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';

// Test-data factories for the content tables: each inserts one row (defaults + overrides) and returns it.

let sequence = 0;
const next = () => ++sequence;

type ArticleInsert = typeof blogs.$inferInsert;

function articleDefaults(kind: 'Blog' | 'Training', n: number): ArticleInsert {
  return {
    title: `${kind} post ${n}`,
    slug: `${kind.toLowerCase()}-post-${n}`,
    image: `/media/${kind.toLowerCase()}s/post-${n}.svg`,
    publishedOn: '2026-01-01',
    summary: `Summary of ${kind.toLowerCase()} post ${n}.`,
    description: `<p>Body of ${kind.toLowerCase()} post ${n}.</p>`,
    publishedAt: new Date('2026-01-01T03:15:00.000Z'),
    seoTitle: null,
    seoDescription: null,
  };
}

export async function createBlog(db: Database, overrides: Partial<ArticleInsert> = {}) {
  const [row] = await db
    .insert(blogs)
    .values({ ...articleDefaults('Blog', next()), ...overrides })
    .returning();
  return row as typeof blogs.$inferSelect;
}

export async function createTraining(db: Database, overrides: Partial<ArticleInsert> = {}) {
  const [row] = await db
    .insert(trainings)
    .values({ ...articleDefaults('Training', next()), ...overrides })
    .returning();
  return row as typeof trainings.$inferSelect;
}

export async function createFaq(db: Database, overrides: Partial<typeof faqs.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(faqs)
    .values({ question: `Question ${n}?`, answer: `Answer ${n}.`, position: n, ...overrides })
    .returning();
  return row as typeof faqs.$inferSelect;
}

export async function createPage(db: Database, overrides: Partial<typeof pages.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(pages)
    .values({ slug: `page-${n}`, title: `Page ${n}`, content: `<p>Content of page ${n}.</p>`, ...overrides })
    .returning();
  return row as typeof pages.$inferSelect;
}

export async function createService(db: Database, overrides: Partial<typeof services.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(services)
    .values({
      title: `Service ${n}`,
      slug: `service-${n}`,
      image: `/media/services/service-${n}.svg`,
      summary: `Summary of service ${n}.`,
      description: `<p>Description of service ${n}.</p>`,
      startingPricePaisa: null,
      position: n,
      ...overrides,
    })
    .returning();
  return row as typeof services.$inferSelect;
}
