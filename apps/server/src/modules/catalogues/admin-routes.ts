import {
  type AdminCatalogue,
  catalogueBody,
  CATALOGUE_MESSAGES as M,
  catalogueOrderResponse,
  cataloguesAdminResponse,
  catalogueWriteResponse,
} from '@suraksha/contracts/admin/catalogues';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { catalogues } from '../../db/schema/content.ts';
import { showcaseDesk } from '../showcase/showcase-desk.ts';
import { showcaseAdminRoutes } from '../showcase/showcase-routes.ts';

type Body = z.output<typeof catalogueBody>;

/** PDF catalogues in the back office (issue #16, decision 0101): inactive ones included, in shop order. */
const catalogueDesk = showcaseDesk<AdminCatalogue, Body>({
  entity: 'catalogue',
  table: catalogues,
  columns: {
    id: catalogues.id,
    title: catalogues.title,
    slug: catalogues.slug,
    image: catalogues.image,
    pdfUrl: catalogues.pdfUrl,
    active: catalogues.active,
  },
  messages: { ...M, notFound: M.notCatalogue },
  fieldsOf: (body, slug) => ({ title: body.title.trim(), slug, image: body.image ?? null, pdfUrl: body.pdfUrl ?? null }),
});

/** /api/admin/catalogues: catalogue.read lists, catalogue.write changes; a deactivated one's page and download answer 404. */
export async function cataloguesAdminRoutes(app: FastifyInstance) {
  showcaseAdminRoutes(app, {
    one: 'catalogue',
    desk: catalogueDesk,
    notFound: M.notCatalogue,
    body: catalogueBody,
    answers: { list: cataloguesAdminResponse, write: catalogueWriteResponse, order: catalogueOrderResponse },
    summaries: {
      list: 'Every PDF catalogue, inactive ones too, in shop order',
      create: 'A new catalogue (title, cover image, PDF under /media or an https address), last in shop order; audited',
      order: 'Every catalogue in a new order: each id once; audited',
      edit: "A catalogue's title, slug, cover image and PDF; audited",
      activate: 'Shows an inactive catalogue again; audited',
      deactivate: 'Hides a catalogue (it leaves the list; its page and download answer 404); audited',
    },
  });
}
