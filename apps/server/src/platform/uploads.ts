import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, ValidationError } from './errors.ts';
import { MESSAGES } from './error-handler.ts';
import { loadSharp } from './sharp-on-demand.ts';

/**
 * Files sent with the shop's forms (billing card, CV, ticket attachment).
 *
 * - A file's type is decided by its bytes (file-type), never by its name or Content-Type.
 * - Images are decoded and re-encoded by sharp: metadata (EXIF, GPS) is dropped and anything
 *   hidden after the image data is gone; a decompression bomb stops at MAX_INPUT_PIXELS.
 * - Files land under DATA_DIR/uploads/<kind>/ with random names, outside every folder the server
 *   serves: only staff see them, through the back office. The sender's file name is never a
 *   path; it only appears, cleaned, in the shop's mail.
 */

export const UPLOAD_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  /** One file per form. */
  files: 1,
  fields: 20,
  /** Bytes per text field: the longest form field (5,000 characters) in any script fits. */
  fieldBytes: 20_000,
  parts: 21,
} as const;

/** Beyond this an image is refused before it is decoded (a 5 MB PNG can claim 100 megapixels). */
const MAX_INPUT_PIXELS = 40_000_000;

export type FileKind = 'jpg' | 'png' | 'webp' | 'pdf' | 'doc' | 'docx';

/** What file-type reports, mapped to the kinds the shop accepts. CFB is the container of .doc. */
const KIND_OF_DETECTED: Record<string, FileKind> = {
  jpg: 'jpg',
  png: 'png',
  webp: 'webp',
  pdf: 'pdf',
  cfb: 'doc',
  docx: 'docx',
};

export const IMAGE_OR_PDF: readonly FileKind[] = ['jpg', 'png', 'webp', 'pdf'];
export const CV_DOCUMENT: readonly FileKind[] = ['pdf', 'doc', 'docx'];

export interface ReceivedFile {
  field: string;
  data: Buffer;
  /** As the sender named it, cleaned for display: never used as a path. */
  displayName: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
}

/** A file that passed its checks, ready to be written. */
export interface AcceptedFile {
  field: string;
  kind: FileKind;
  data: Buffer;
  displayName: string;
}

export class PayloadTooLargeError extends AppError {
  constructor(fields?: Record<string, string>, message: string = MESSAGES.tooLarge) {
    super(413, message, fields);
  }
}

/**
 * A call that sends nothing but one file (a staff upload): its own size limit, and refusals whose
 * answer names the file's problem itself rather than the generic "too large".
 */
export interface FileOnlyUpload {
  fileBytes: number;
  tooManyFiles: string;
}

export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.fileBytes,
      files: UPLOAD_LIMITS.files,
      fields: UPLOAD_LIMITS.fields,
      fieldSize: UPLOAD_LIMITS.fieldBytes,
      parts: UPLOAD_LIMITS.parts,
      fieldNameSize: 100,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
}

/** A sender's file name as a label: no folders, no control characters, at most 120 characters. */
export function displayNameOf(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 120);
  return clean === '' || clean === '.' || clean === '..' ? 'unnamed' : clean;
}

const MULTIPART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a whole multipart form into memory (5 MB per file at most, or `fileOnly.fileBytes`). Files
 * are accepted only in `fileFields`; a field or file over its limit answers 413, a text field over
 * its byte limit a field error.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  tooLargeMessage: string,
  fileOnly?: FileOnlyUpload,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, 'Please send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const truncated: Record<string, string> = {};
  let currentFile: string | undefined;
  try {
    for await (const part of request.parts(fileOnly ? { limits: { fileSize: fileOnly.fileBytes } } : {})) {
      if (part.type === 'file') {
        currentFile = part.fieldname;
        if (!fileFields.includes(part.fieldname) || files[part.fieldname]) {
          part.file.resume();
          throw new ValidationError({ [part.fieldname]: 'No file is expected here.' }, MESSAGES.invalidInput);
        }
        const data = await part.toBuffer();
        currentFile = undefined;
        // An empty file input still sends a part with no bytes: that is "no file".
        if (data.length === 0) continue;
        files[part.fieldname] = { field: part.fieldname, data, displayName: displayNameOf(part.filename) };
      } else {
        if (part.valueTruncated) truncated[part.fieldname] = 'This is too long.';
        if (fileFields.includes(part.fieldname)) continue;
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLargeError(currentFile ? { [currentFile]: tooLargeMessage } : undefined, fileOnly ? tooLargeMessage : undefined);
    }
    if (code === 'FST_FILES_LIMIT' && fileOnly) throw new PayloadTooLargeError(undefined, fileOnly.tooManyFiles);
    if (code && MULTIPART_LIMIT_CODES.has(code)) throw new PayloadTooLargeError();
    if (err instanceof AppError) throw err;
    // A broken or cut-off body is the sender's fault, never a 500.
    throw new AppError(400, 'The form could not be read. Please try again.');
  }
  if (Object.keys(truncated).length > 0) throw new ValidationError(truncated, MESSAGES.invalidInput);
  return { fields, files };
}

/**
 * What a file is by its bytes (file-type), among the kinds the shop accepts; undefined for anything
 * else, whatever its name or Content-Type claim (an HTML page or an SVG called photo.jpg is neither).
 */
export async function fileKindOf(data: Uint8Array): Promise<FileKind | undefined> {
  const detected = await fileTypeFromBuffer(data);
  return detected ? KIND_OF_DETECTED[detected.ext] : undefined;
}

/**
 * Checks a received file: its type by its bytes, among `allowed`; an image is re-encoded.
 * Answers the accepted file, or the field's message when it is refused.
 */
export async function acceptFile(
  file: ReceivedFile,
  allowed: readonly FileKind[],
  wrongType: string,
): Promise<AcceptedFile | { refused: string }> {
  const kind = await fileKindOf(file.data);
  if (!kind || !allowed.includes(kind)) return { refused: wrongType };
  if (kind === 'jpg' || kind === 'png' || kind === 'webp') {
    const sharp = await loadSharp();
    try {
      const image = sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      const reencoded = kind === 'jpg' ? image.jpeg({ quality: 85 }) : kind === 'png' ? image.png() : image.webp({ quality: 85 });
      return { field: file.field, kind, data: await reencoded.toBuffer(), displayName: file.displayName };
    } catch {
      return { refused: wrongType };
    }
  }
  return { field: file.field, kind, data: file.data, displayName: file.displayName };
}

export interface StoredUpload {
  /** The random name under DATA_DIR/uploads/<kind>/, kept in the submission's row. */
  fileName: string;
  kind: FileKind;
  bytes: number;
  displayName: string;
}

/**
 * Writes `file` under DATA_DIR/uploads/<folder>/ with a random name, runs `store` (the
 * submission's transaction) and removes the file again if `store` fails: a refused or failed
 * submission leaves neither a row nor a file.
 */
export async function withStoredUpload<T>(
  dataDir: string,
  folder: string,
  file: AcceptedFile,
  store: (upload: StoredUpload) => Promise<T>,
): Promise<T> {
  const dir = path.join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fileName = `${randomUUID()}.${file.kind}`;
  return withWrittenFile(path.join(dir, fileName), file.data, 0o600, () =>
    store({ fileName, kind: file.kind, bytes: file.data.length, displayName: file.displayName }),
  );
}

/**
 * Writes `data` to `fullPath` (never over an existing file), runs `store`, and removes the file
 * again when writing or `store` fails: a failed write leaves no file behind.
 */
export async function withWrittenFile<T>(fullPath: string, data: Uint8Array, mode: number, store: () => Promise<T>): Promise<T> {
  try {
    await writeFile(fullPath, data, { flag: 'wx', mode });
    return await store();
  } catch (err) {
    await unlink(fullPath).catch(() => {});
    throw err;
  }
}

/** The same for a form whose file is optional: without one, `store` runs with null. */
export async function withOptionalUpload<T>(
  dataDir: string,
  folder: string,
  file: AcceptedFile | undefined,
  store: (upload: StoredUpload | null) => Promise<T>,
): Promise<T> {
  return file ? withStoredUpload(dataDir, folder, file, store) : store(null);
}
