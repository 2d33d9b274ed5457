import {
  type AdminCertificate,
  certificateBody,
  CERTIFICATE_MESSAGES as M,
  certificateOrderResponse,
  certificatesAdminResponse,
  certificateWriteResponse,
} from '@suraksha/contracts/admin/certificates';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { certificates } from '../../db/schema/content.ts';
import { showcaseDesk } from '../showcase/showcase-desk.ts';
import { showcaseAdminRoutes } from '../showcase/showcase-routes.ts';

type Body = z.output<typeof certificateBody>;

/** Certificates in the back office (issue #16, decision 0101): inactive ones included, in shop order. */
const certificateDesk = showcaseDesk<AdminCertificate, Body>({
  entity: 'certificate',
  table: certificates,
  columns: {
    id: certificates.id,
    title: certificates.title,
    slug: certificates.slug,
    image: certificates.image,
    active: certificates.active,
  },
  messages: { ...M, notFound: M.notCertificate },
  fieldsOf: (body, slug) => ({ title: body.title.trim(), slug, image: body.image ?? null }),
});

/** /api/admin/certificates: catalogue.read lists, catalogue.write changes. */
export async function certificatesAdminRoutes(app: FastifyInstance) {
  showcaseAdminRoutes(app, {
    one: 'certificate',
    desk: certificateDesk,
    notFound: M.notCertificate,
    body: certificateBody,
    answers: { list: certificatesAdminResponse, write: certificateWriteResponse, order: certificateOrderResponse },
    summaries: {
      list: 'Every certificate, inactive ones too, in shop order',
      create: 'A new certificate (title, image under /media or an https address), last in shop order; audited',
      order: 'Every certificate in a new order: each id once; audited',
      edit: "A certificate's title, slug and image; audited",
      activate: 'Shows an inactive certificate again; audited',
      deactivate: 'Hides a certificate (it leaves the certificates list); audited',
    },
  });
}
