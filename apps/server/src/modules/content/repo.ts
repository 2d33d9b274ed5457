import { desc, eq } from 'drizzle-orm';
import { blogs } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';

export function listLatestBlogs(db: Database, limit: number) {
  return db
    .select({ title: blogs.title, slug: blogs.slug, image: blogs.image, date: blogs.publishedOn, summary: blogs.summary })
    .from(blogs)
    .where(eq(blogs.published, true))
    .orderBy(desc(blogs.publishedOn), desc(blogs.id))
    .limit(limit);
}
