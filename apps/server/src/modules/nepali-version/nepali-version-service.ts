import { NEPALI_RICH_FIELDS, NEPALI_VERSION_MESSAGES as M, type NepaliEntity, type NepaliTexts } from '@suraksha/contracts/nepali-version';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { readNepaliTexts, writeNepaliTexts } from './nepali-version-repo.ts';

/** The audit log's name for each kind of row (as the other editors write it). */
const AUDIT_ENTITY: Record<NepaliEntity, string> = { products: 'product', categories: 'category', pages: 'page' };

/** A row's id from the path: digits only, else 404 (a path that cannot name a row names none). */
export function rowIdOf(param: string): number {
  if (!/^\d{1,9}$/.test(param)) throw new NotFoundError(M.notFound);
  return Number(param);
}

export async function nepaliVersion(db: Database, entity: NepaliEntity, id: number): Promise<NepaliTexts> {
  const ne = await readNepaliTexts(db, entity, id);
  if (ne === undefined) throw new NotFoundError(M.notFound);
  return ne;
}

/** An editor's empty paragraph (`<p></p>`, `<p><br></p>`) is no text: the English shows. A picture alone is content. */
const looksEmpty = (html: string) =>
  html
    .replace(/<(?!img\b)[^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/** Only the texts given, rich text sanitised as its English field is; a text that sanitises to nothing is left out. */
function stored(input: Record<string, string | undefined>): NepaliTexts {
  const ne: Record<string, string> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const clean = NEPALI_RICH_FIELDS.includes(field) ? sanitizeRichText(value).trim() : value;
    if (!looksEmpty(clean)) ne[field] = clean;
  }
  return ne;
}

/**
 * Staff save the Nepali version of a product, category or page: what they send replaces what was there
 * (a field left empty shows the English again); the change and its audit row commit together. The
 * caller clears the storefront's caches after the commit.
 */
export async function saveNepaliVersion(
  ctx: RequestContext<StaffActor>,
  entity: NepaliEntity,
  id: number,
  input: Record<string, string | undefined>,
): Promise<NepaliTexts> {
  const ne = stored(input);
  await ctx.db.transaction(async (tx) => {
    const before = await readNepaliTexts(tx, entity, id);
    if (before === undefined || !(await writeNepaliTexts(tx, entity, id, ne))) throw new NotFoundError(M.notFound);
    await audit(tx, auditContextOf(ctx), {
      action: 'nepali.change',
      entity: AUDIT_ENTITY[entity],
      entityId: String(id),
      before,
      after: ne,
    });
  });
  return ne;
}
