import { z } from 'zod';
import { resultSuccess } from '../error-envelope.ts';
import { imageReference, pdfReference, SHOWCASE_MESSAGES, showcaseSlug, showcaseTitle } from './showcase-fields.ts';

/**
 * PDF catalogues in the back office (/api/admin/catalogues, issue #16, docs/decisions/0101): list,
 * create, edit, reorder, deactivate and activate; never deleted. An inactive catalogue leaves
 * /catalogues and its page and download answer 404.
 */

export const CATALOGUE_MESSAGES = {
  ...SHOWCASE_MESSAGES,
  slugTaken: (slug: string) => `Another catalogue already uses the slug "${slug}".`,
  notCatalogue: 'There is no such catalogue.',
  created: (title: string) => `Catalogue ${title} is added.`,
  deactivated: (title: string) => `${title} is inactive: it leaves the catalogues page, and its page and download answer "not found".`,
  confirmDeactivate:
    'The catalogue leaves the catalogues page; its page and its download answer "not found". Nothing else refers to it; you can activate it again at any time.',
  alreadyActive: (title: string) => `${title} is already active.`,
  alreadyInactive: (title: string) => `${title} is already inactive.`,
  noPdf: 'No PDF yet: the catalogue page shows no viewer or download until one is given.',
} as const;

/** A new catalogue, or a catalogue's edit (a slug left out on an edit keeps the current one). */
export const catalogueBody = z.object({ title: showcaseTitle, slug: showcaseSlug, image: imageReference, pdfUrl: pdfReference });
export type CatalogueBody = z.input<typeof catalogueBody>;

export const adminCatalogue = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  active: z.boolean(),
});
export type AdminCatalogue = z.infer<typeof adminCatalogue>;

export const cataloguesAdminResponse = z.object({ result: resultSuccess, catalogues: z.array(adminCatalogue) });
export type CataloguesAdminResponse = z.infer<typeof cataloguesAdminResponse>;

export const catalogueWriteResponse = z.object({ result: resultSuccess, message: z.string(), catalogue: adminCatalogue });
export type CatalogueWriteResponse = z.infer<typeof catalogueWriteResponse>;

export const catalogueOrderResponse = z.object({ result: resultSuccess, message: z.string(), catalogues: z.array(adminCatalogue) });
export type CatalogueOrderResponse = z.infer<typeof catalogueOrderResponse>;
