import {
  MEDIA_FILE_BYTES_MAX,
  MEDIA_MESSAGES,
  MEDIA_UPLOAD_FIELD,
  MEDIA_UPLOAD_PATHS,
  type MediaUploadKind,
  type UploadedDatasheet,
  type UploadedImage,
} from '@suraksha/contracts/admin/media';
import { API_BASE, API_KEY_HEADER } from '@suraksha/contracts/transport';
import { OFFLINE_MESSAGE } from '../lib/api-errors.ts';

/** What an upload gives its caller: the stored file's /media address, and its size. */
export type UploadedMedia = { src: string; width?: number; height?: number; bytes?: number };

export type UploadOutcome = { kind: 'uploaded'; file: UploadedMedia } | { kind: 'refused'; message: string };

export interface UploadRequest {
  outcome: Promise<UploadOutcome>;
  cancel(): void;
}

const tooLargeMessage = (kind: MediaUploadKind) => (kind === 'image' ? MEDIA_MESSAGES.imageTooLarge : MEDIA_MESSAGES.pdfTooLarge);

/** The sentence for a refused file: the server's word on the file itself, else its general message. */
function refusalOf(kind: MediaUploadKind, status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { errorMessage?: unknown; message?: Record<string, unknown> };
    const own = body.message?.[MEDIA_UPLOAD_FIELD];
    if (typeof own === 'string') return own;
    if (typeof body.errorMessage === 'string') return body.errorMessage;
  } catch {
    // A proxy's HTML error page or an empty body: fall through to the status.
  }
  if (status === 413) return tooLargeMessage(kind);
  return `The upload failed (status ${status}). Please try again.`;
}

/**
 * Sends one file to the shop with XMLHttpRequest (fetch cannot report upload progress), reporting
 * the share sent (0–100) as it goes. Same origin: the browser adds the staff cookie and the Origin
 * the back office checks; the API key rides in its header like every other call. A file over the
 * limit is refused here without being sent, with the server's own sentence.
 */
export function sendMediaFile(kind: MediaUploadKind, file: File, apiKey: string, onProgress: (percent: number) => void): UploadRequest {
  if (file.size > MEDIA_FILE_BYTES_MAX) {
    return { outcome: Promise.resolve({ kind: 'refused', message: tooLargeMessage(kind) }), cancel: () => {} };
  }
  const xhr = new XMLHttpRequest();
  const outcome = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 201) {
        try {
          const { data } = JSON.parse(xhr.responseText) as { data: UploadedImage | UploadedDatasheet };
          onProgress(100);
          resolve({ kind: 'uploaded', file: data });
          return;
        } catch {
          resolve({ kind: 'refused', message: OFFLINE_MESSAGE });
          return;
        }
      }
      resolve({ kind: 'refused', message: refusalOf(kind, xhr.status, xhr.responseText) });
    });
    xhr.addEventListener('error', () => resolve({ kind: 'refused', message: OFFLINE_MESSAGE }));
    xhr.addEventListener('abort', () => resolve({ kind: 'refused', message: 'The upload was cancelled.' }));
  });
  xhr.open('POST', `${API_BASE}${MEDIA_UPLOAD_PATHS[kind]}`);
  xhr.withCredentials = true;
  xhr.setRequestHeader(API_KEY_HEADER, apiKey);
  xhr.setRequestHeader('accept', 'application/json');
  const form = new FormData();
  form.append(MEDIA_UPLOAD_FIELD, file, file.name);
  xhr.send(form);
  return { outcome, cancel: () => xhr.abort() };
}
