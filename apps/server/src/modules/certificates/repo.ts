import { asc, eq } from 'drizzle-orm';
import { certificates } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';

export function listCertificates(db: Database) {
  return (
    db
      .select({ title: certificates.title, slug: certificates.slug, image: certificates.image })
      .from(certificates)
      // Inactive certificates (issue #16) are kept for the back office, not shown.
      .where(eq(certificates.active, true))
      .orderBy(asc(certificates.position), asc(certificates.title))
  );
}
