import {
  datasheetUploadResponse,
  imageUploadResponse,
  MEDIA_FILE_BYTES_MAX,
  MEDIA_MESSAGES as M,
  MEDIA_UPLOAD_FIELD,
  MEDIA_UPLOAD_PATHS,
} from '@suraksha/contracts/admin/media';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ValidationError } from '../../platform/errors.ts';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { readMultipartForm, type ReceivedFile } from '../../platform/uploads.ts';
import { uploadDatasheet, uploadProductImage } from './upload-service.ts';

const { 400: badRequest, 401: unauthorized, 413: tooLarge, 422: unprocessable } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const refusals = { 400: badRequest, 401: unauthorized, 403: errorEnvelope, 413: tooLarge, 415: errorEnvelope, 422: unprocessable };

/** The one file of an upload, at most MEDIA_FILE_BYTES_MAX; none is 400, a second one 413. */
async function oneFile(request: FastifyRequest, tooLargeMessage: string): Promise<ReceivedFile> {
  const form = await readMultipartForm(request, [MEDIA_UPLOAD_FIELD], tooLargeMessage, {
    fileBytes: MEDIA_FILE_BYTES_MAX,
    tooManyFiles: M.oneFile,
  });
  const file = form.files[MEDIA_UPLOAD_FIELD];
  if (!file) throw new ValidationError({ [MEDIA_UPLOAD_FIELD]: M.noFile });
  return file;
}

/**
 * /api/admin/media/images and /api/admin/media/datasheets (issue #16, decision 0100): catalogue.write
 * uploads one file per request (the uploader sends each file on its own, to show its own progress).
 * Nothing refers to the file yet, so the storefront's caches stay as they are: the product that
 * links it clears them when it is saved.
 */
export async function mediaAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = requirePermission('catalogue.write');

  r.post(
    MEDIA_UPLOAD_PATHS.image,
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary:
          'A product photo (multipart/form-data, field "file": JPEG, PNG or WebP by its bytes, at most 10 MB and 50 megapixels), re-encoded as WebP without metadata, at most 2400 px; audited',
        consumes: ['multipart/form-data'],
        response: { 201: imageUploadResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const file = await oneFile(request, M.imageTooLarge);
      return reply.code(201).send(await uploadProductImage(staffContext(request), file));
    },
  );
  r.post(
    MEDIA_UPLOAD_PATHS.datasheet,
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'A datasheet (multipart/form-data, field "file": a PDF by its bytes, at most 10 MB), stored as sent; audited',
        consumes: ['multipart/form-data'],
        response: { 201: datasheetUploadResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const file = await oneFile(request, M.pdfTooLarge);
      return reply.code(201).send(await uploadDatasheet(staffContext(request), file));
    },
  );
}
