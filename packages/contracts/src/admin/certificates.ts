import { z } from 'zod';
import { resultSuccess } from '../error-envelope.ts';
import { imageReference, SHOWCASE_MESSAGES, showcaseSlug, showcaseTitle } from './showcase-fields.ts';

/**
 * Certificates in the back office (/api/admin/certificates, issue #16, docs/decisions/0101): list,
 * create, edit, reorder, deactivate and activate; never deleted. A certificate is a title and its
 * image (the schema holds no issuer or year); an inactive one leaves /certificates.
 */

export const CERTIFICATE_MESSAGES = {
  ...SHOWCASE_MESSAGES,
  slugTaken: (slug: string) => `Another certificate already uses the slug "${slug}".`,
  notCertificate: 'There is no such certificate.',
  created: (title: string) => `Certificate ${title} is added.`,
  deactivated: (title: string) => `${title} is inactive: it leaves the certificates page.`,
  confirmDeactivate: 'The certificate leaves the certificates page. Nothing else refers to it; you can activate it again at any time.',
  alreadyActive: (title: string) => `${title} is already active.`,
  alreadyInactive: (title: string) => `${title} is already inactive.`,
} as const;

/** A new certificate, or a certificate's edit (a slug left out on an edit keeps the current one). */
export const certificateBody = z.object({ title: showcaseTitle, slug: showcaseSlug, image: imageReference });
export type CertificateBody = z.input<typeof certificateBody>;

export const adminCertificate = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  active: z.boolean(),
});
export type AdminCertificate = z.infer<typeof adminCertificate>;

export const certificatesAdminResponse = z.object({ result: resultSuccess, certificates: z.array(adminCertificate) });
export type CertificatesAdminResponse = z.infer<typeof certificatesAdminResponse>;

export const certificateWriteResponse = z.object({ result: resultSuccess, message: z.string(), certificate: adminCertificate });
export type CertificateWriteResponse = z.infer<typeof certificateWriteResponse>;

export const certificateOrderResponse = z.object({ result: resultSuccess, message: z.string(), certificates: z.array(adminCertificate) });
export type CertificateOrderResponse = z.infer<typeof certificateOrderResponse>;
