import { z } from 'zod';
import { resultSuccess } from './error-envelope.ts';

/** A certificate the shop holds (authorised distributor, ISO, VAT): SPEC §3 title, image, slug. */
export const certificate = z.object({
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificate>;

/** GET /api/certificates */
export const certificateListResponse = z.object({ result: resultSuccess, certificates: z.array(certificate) });
export type CertificateListResponse = z.infer<typeof certificateListResponse>;
