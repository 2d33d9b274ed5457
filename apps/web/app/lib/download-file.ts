import type { ErrorEnvelope } from '@suraksha/contracts/error-envelope';
import { ApiError } from './api-client.ts';

/**
 * Fetches a file the API sends only with headers a plain link cannot carry (the API key, a bearer
 * token) and hands it to the browser as a download: named as the server's Content-Disposition
 * names it (a dated export: suraksha-orders-2026-11-26.csv), else `fileName`. Rejects on a non-2xx
 * answer: with the server's own refusal (an ApiError) when it sent the error envelope.
 */
export async function downloadFile(url: string, headers: Record<string, string>, fileName: string): Promise<void> {
  const res = await fetch(url, { headers });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    if (isErrorEnvelope(body)) throw new ApiError(res.status, body);
    throw new Error(`${fileName} could not be downloaded (status ${res.status}).`);
  }
  const objectUrl = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(res.headers.get('content-disposition')) ?? fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the object URL only needs to outlive it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** The plain `filename="…"` of a Content-Disposition header (the API's own, ASCII), if any. */
export function fileNameOf(contentDisposition: string | null): string | undefined {
  const name = /filename="([^"/\\]+)"/.exec(contentDisposition ?? '')?.[1];
  return name?.trim() || undefined;
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    'result' in body &&
    body.result === 'error' &&
    'errorMessage' in body &&
    typeof body.errorMessage === 'string'
  );
}
