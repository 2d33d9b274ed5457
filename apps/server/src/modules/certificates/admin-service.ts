import {
  type AdminCertificate,
  type CertificateBody,
  CERTIFICATE_MESSAGES as M,
  type CertificateOrderResponse,
  type CertificatesAdminResponse,
  type CertificateWriteResponse,
} from '@suraksha/contracts/admin/certificates';
import type { ShowcaseOrderBody } from '@suraksha/contracts/admin/showcase-fields';
import { asc, eq, sql } from 'drizzle-orm';
import { certificates } from '../../db/schema/content.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { nextPosition, reorderRows, writeActive } from '../showcase/ordered-rows.ts';
import { chosenSlug } from '../taxonomy/brand-service.ts';
import { guardingSlug } from '../taxonomy/taxonomy-writes.ts';

// Certificates in the back office (issue #16, decision 0101): inactive ones included, in shop order.

const columns = {
  id: certificates.id,
  title: certificates.title,
  slug: certificates.slug,
  image: certificates.image,
  active: certificates.active,
};

function listAdminCertificates(db: Database): Promise<AdminCertificate[]> {
  return db.select(columns).from(certificates).orderBy(asc(certificates.position), asc(certificates.title), asc(certificates.id));
}

async function existing(db: Database, id: number): Promise<AdminCertificate> {
  const [row] = await db.select(columns).from(certificates).where(eq(certificates.id, id)).limit(1);
  if (!row) throw new NotFoundError(M.notCertificate);
  return row;
}

async function withSlug(db: Database, slug: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.slug, slug)).limit(1);
  return row;
}

const slugTaken = (slug: string) => new ConflictError(M.slugTaken(slug), { slug: M.slugTaken(slug) });

const fieldsOf = (body: CertificateBody, slug: string) => ({ title: body.title.trim(), slug, image: body.image ?? null });

export async function listCertificatesForStaff(db: Database): Promise<CertificatesAdminResponse> {
  return { result: 'success', certificates: await listAdminCertificates(db) };
}

/** A new certificate, last in shop order. */
export async function createCertificate(ctx: RequestContext<StaffActor>, body: CertificateBody): Promise<CertificateWriteResponse> {
  const fields = fieldsOf(body, chosenSlug(body.title.trim(), body.slug));
  if (await withSlug(ctx.db, fields.slug)) throw slugTaken(fields.slug);
  const id = await guardingSlug(fields.slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(certificates)
        .values({ ...fields, position: nextPosition(certificates) })
        .returning({ id: certificates.id });
      const created = row?.id as number;
      await audit(tx, auditContextOf(ctx), { action: 'certificate.create', entity: 'certificate', entityId: created, after: fields });
      return created;
    }),
  );
  return { result: 'success', message: M.created(fields.title), certificate: await existing(ctx.db, id) };
}

/** A certificate's title, slug (left out: kept) and image. */
export async function editCertificate(
  ctx: RequestContext<StaffActor>,
  id: number,
  body: CertificateBody,
): Promise<CertificateWriteResponse> {
  const before = await existing(ctx.db, id);
  const fields = fieldsOf(body, body.slug === undefined ? before.slug : chosenSlug(body.title.trim(), body.slug));
  const other = await withSlug(ctx.db, fields.slug);
  if (other && other.id !== id) throw slugTaken(fields.slug);
  await guardingSlug(fields.slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(certificates)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(certificates.id, id));
      const { title, slug, image } = before;
      await audit(tx, auditContextOf(ctx), {
        action: 'certificate.update',
        entity: 'certificate',
        entityId: id,
        before: { title, slug, image },
        after: fields,
      });
    }),
  );
  return { result: 'success', message: M.saved(fields.title), certificate: await existing(ctx.db, id) };
}

/** Every certificate in a new order (the storefront's /certificates follows it). */
export async function orderCertificates(ctx: RequestContext<StaffActor>, body: ShowcaseOrderBody): Promise<CertificateOrderResponse> {
  await reorderRows(ctx, 'certificate', body.ids);
  return { result: 'success', message: M.orderSaved, certificates: await listAdminCertificates(ctx.db) };
}

/** Deactivates (off /certificates) or activates a certificate; nothing refers to one. */
export async function setCertificateActive(
  ctx: RequestContext<StaffActor>,
  id: number,
  active: boolean,
): Promise<CertificateWriteResponse> {
  const before = await existing(ctx.db, id);
  await writeActive(ctx, 'certificate', before, active, { active: M.alreadyActive, inactive: M.alreadyInactive });
  return {
    result: 'success',
    message: active ? M.activated(before.title) : M.deactivated(before.title),
    certificate: await existing(ctx.db, id),
  };
}
