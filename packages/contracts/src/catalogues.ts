import { z } from 'zod';
import { resultSuccess } from './error-envelope.ts';

/**
 * Product catalogues: PDF brochures of the brands the shop sells (SPEC §3: title, image, slug).
 * pdf_url opens inline (the viewer); download_url sends the same file as an attachment.
 */
export const catalogueCard = z.object({
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});
export type CatalogueCard = z.infer<typeof catalogueCard>;

export const catalogueDetail = catalogueCard.extend({
  pdf_url: z.string().nullable().describe('The PDF, shown inline; null when the shop has not uploaded it yet'),
  download_url: z.string().nullable().describe('The same PDF with Content-Disposition: attachment'),
});
export type CatalogueDetail = z.infer<typeof catalogueDetail>;

/** GET /api/catalogues */
export const catalogueListResponse = z.object({ result: resultSuccess, catalogues: z.array(catalogueCard) });
export type CatalogueListResponse = z.infer<typeof catalogueListResponse>;

/** GET /api/catalogues/{slug} */
export const catalogueResponse = z.object({ result: resultSuccess, catalogue: catalogueDetail });
export type CatalogueResponse = z.infer<typeof catalogueResponse>;
