import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type DatasheetUploadResponse,
  type ImageUploadResponse,
  MEDIA_MESSAGES as M,
  MEDIA_UPLOAD_FIELD,
} from '@suraksha/contracts/admin/media';
import { audit, auditContextOf } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { fileKindOf, type ReceivedFile, withWrittenFile } from '../../platform/uploads.ts';
import { reencodeProductImage } from './product-image.ts';

/** The folders under DATA_DIR/media that staff uploads go to; the storefront serves them as /media/<folder>/… */
type MediaFolder = 'products' | 'datasheets';

const refused = (status: 415 | 422, message: string) => new AppError(status, message, { [MEDIA_UPLOAD_FIELD]: message });

/**
 * Writes `data` as DATA_DIR/media/<folder>/<random>.<ext> and records the upload in the audit log;
 * if the audit row cannot be written, the file is removed again. Answers the file's /media address.
 */
async function storeMedia(
  ctx: RequestContext<StaffActor>,
  folder: MediaFolder,
  ext: 'webp' | 'pdf',
  data: Buffer,
  details: Record<string, unknown>,
): Promise<string> {
  const dir = path.join(ctx.shop.dataDir, 'media', folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  const src = `/media/${folder}/${name}`;
  // 0644: the storefront serves these files to everyone; the name is the only secret until a product links it.
  await withWrittenFile(path.join(dir, name), data, 0o644, () =>
    ctx.db.transaction((tx) =>
      audit(tx, auditContextOf(ctx), {
        action: 'media.upload',
        entity: 'media',
        entityId: src,
        after: { src, bytes: data.length, ...details },
      }),
    ),
  );
  return src;
}

/** A product photo: JPEG, PNG or WebP by its bytes, re-encoded (product-image.ts) and stored as WebP. */
export async function uploadProductImage(ctx: RequestContext<StaffActor>, file: ReceivedFile): Promise<ImageUploadResponse> {
  const kind = await fileKindOf(file.data);
  if (kind !== 'jpg' && kind !== 'png' && kind !== 'webp') throw refused(415, M.notImage);
  const image = await reencodeProductImage(file.data);
  if ('refused' in image) throw refused(422, image.refused === 'too-many-pixels' ? M.tooManyPixels : M.unreadableImage);
  const { width, height } = image;
  const src = await storeMedia(ctx, 'products', 'webp', image.data, { kind: 'image', from: kind, name: file.displayName, width, height });
  return { result: 'success', message: M.imageUploaded, data: { src, width, height } };
}

/**
 * A datasheet: a PDF by its bytes (it starts with %PDF), stored as it came. It is not rewritten: the
 * storefront only links it, and the browser opens it in its own PDF viewer (media-file-headers.ts).
 */
export async function uploadDatasheet(ctx: RequestContext<StaffActor>, file: ReceivedFile): Promise<DatasheetUploadResponse> {
  if ((await fileKindOf(file.data)) !== 'pdf') throw refused(415, M.notPdf);
  const src = await storeMedia(ctx, 'datasheets', 'pdf', file.data, { kind: 'datasheet', name: file.displayName });
  return { result: 'success', message: M.datasheetUploaded, data: { src, bytes: file.data.length } };
}
