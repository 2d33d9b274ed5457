import type { ErrorEnvelope } from '@suraksha/contracts/error-envelope';
import { API_BASE, API_KEY_HEADER, type ApiRequest, type ApiTransport } from '@suraksha/contracts/transport';
import { ACCEPT_LANGUAGE_HEADER, DEFAULT_LANGUAGE, type Language, languageOfPath } from '@suraksha/domain/site-languages';

/** A failed call, carrying the server's error envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: ErrorEnvelope | null;
  /** The answer's body as it came (a 301 of a moved product carries its slug now). */
  readonly body: unknown;
  constructor(status: number, envelope: ErrorEnvelope | null, body: unknown = envelope) {
    super(envelope?.errorMessage ?? `API call failed with status ${status}`);
    this.status = status;
    this.envelope = envelope;
    this.body = body;
  }
}

/** The language of the page the browser shows now: a call made from a /ne page is answered in Nepali. */
const pageLanguage = (): Language => (typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname));

/**
 * The browser's way to the API: fetch with the public API key, asking for the page's language
 * (decision 0129). Always named, so the browser's own Accept-Language (a Nepali phone on an English
 * page) never decides it.
 */
export function browserTransport(apiKey: string, language: () => Language = pageLanguage): ApiTransport {
  return async ({ method, path, body, token, headers: extra }) => {
    const headers: Record<string, string> = {
      ...extra,
      [API_KEY_HEADER]: apiKey,
      accept: 'application/json',
      [ACCEPT_LANGUAGE_HEADER]: language(),
    };
    // A form with a file goes as multipart: fetch writes the boundary into the Content-Type itself.
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? null : JSON.parse(text) };
  };
}

/** One call; resolves with the typed body on 2xx, rejects with ApiError otherwise. */
export async function callApi<T>(transport: ApiTransport, request: ApiRequest): Promise<T> {
  const res = await transport(request);
  if (res.status >= 200 && res.status < 300) return res.body as T;
  const envelope =
    res.body && typeof res.body === 'object' && (res.body as { result?: unknown }).result === 'error' ? (res.body as ErrorEnvelope) : null;
  throw new ApiError(res.status, envelope, res.body);
}
