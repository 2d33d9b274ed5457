import { asc } from 'drizzle-orm';
import { certificates } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';

export function listCertificates(db: Database) {
  return db
    .select({ title: certificates.title, slug: certificates.slug, image: certificates.image })
    .from(certificates)
    .orderBy(asc(certificates.position), asc(certificates.title));
}
