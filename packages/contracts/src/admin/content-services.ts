import { z } from 'zod';
import { serviceResponse } from '../content.ts';
import { resultSuccess } from '../error-envelope.ts';
import { ARTICLE_SEO_TEXT_MAX, ARTICLE_SEO_TITLE_MAX, CONTENT_MESSAGES } from './content-messages.ts';
import { entryFields, historyEntry, optionalText, publishingFields, publishingRow, requirePublishTime } from './content.ts';
import { PRODUCT_RUPEES_MAX, rupeesAsPaisa } from './product-editor.ts';
import { imageReferenceSaying, showcaseOrderBody } from './showcase-fields.ts';

/**
 * Installation and maintenance services in the back office (/api/admin/content/services, issue #17,
 * decision 0109): written like blog posts (rich text, image, SEO, draft / scheduled / published by
 * `published_at`), kept in the shop's order like catalogues, with a starting price in rupees.
 */

export const SERVICE_SEO_KEYWORD_MAX = 200;

export const SERVICE_MESSAGES = {
  startingPrice: `Enter the starting price in rupees: more than 0, at most two decimals (e.g. 2500 or 2500.50), up to Rs ${PRODUCT_RUPEES_MAX.toLocaleString('en-IN')}; or leave it empty for "quoted per site".`,
  seoKeyword: `The SEO keywords must be at most ${SERVICE_SEO_KEYWORD_MAX} characters.`,
  notService: 'There is no such service.',
  slugTaken: (slug: string) => `Another service already uses the slug "${slug}".`,
  notRequestable: 'This service is not offered at the moment.',
} as const;

const M = CONTENT_MESSAGES;

/** POST /api/admin/content/services and POST /api/admin/content/services/{id}: the whole service. */
export const serviceBody = z
  .object({
    ...entryFields,
    image: imageReferenceSaying(M.image),
    /** Rupees as typed ("2500", "2500.50"); empty or null: quoted per site. */
    starting_price: rupeesAsPaisa(SERVICE_MESSAGES.startingPrice),
    seo_title: optionalText(ARTICLE_SEO_TITLE_MAX, M.seoTitle),
    seo_description: optionalText(ARTICLE_SEO_TEXT_MAX, M.seoDescription),
    seo_keyword: optionalText(SERVICE_SEO_KEYWORD_MAX, SERVICE_MESSAGES.seoKeyword),
    ...publishingFields,
  })
  .superRefine(requirePublishTime);
export type ServiceBody = z.input<typeof serviceBody>;
export type ServiceInput = z.output<typeof serviceBody>;

/** POST /api/admin/content/services/order: every service's id in the new order. */
export const serviceOrderBody = showcaseOrderBody;

const serviceRow = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  /** Rupees; null: quoted per site. */
  starting_price: z.number().nullable(),
  position: z.number().int(),
  ...publishingRow,
});
export type ServiceRow = z.infer<typeof serviceRow>;

/** GET /api/admin/content/services: every service in the shop's order, drafts and scheduled ones too. */
export const adminServiceListResponse = z.object({ result: resultSuccess, services: z.array(serviceRow) });
export type AdminServiceListResponse = z.infer<typeof adminServiceListResponse>;
export const serviceOrderResponse = adminServiceListResponse.extend({ message: z.string() });
export type ServiceOrderResponse = z.infer<typeof serviceOrderResponse>;

export const serviceDetail = serviceRow.extend({
  summary: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keyword: z.string().nullable(),
  history: z.array(historyEntry),
});
export type ServiceDetail = z.infer<typeof serviceDetail>;

export const serviceDetailResponse = z.object({ result: resultSuccess, service: serviceDetail });
export type ServiceDetailResponse = z.infer<typeof serviceDetailResponse>;
export const serviceWriteResponse = serviceDetailResponse.extend({ message: z.string() });
export type ServiceWriteResponse = z.infer<typeof serviceWriteResponse>;

/** GET /api/admin/content/services/{id}/preview: the storefront's shape, whatever the status. */
export const servicePreviewResponse = serviceResponse;
export type ServicePreviewResponse = z.infer<typeof servicePreviewResponse>;
