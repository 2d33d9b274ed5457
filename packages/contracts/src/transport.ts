/**
 * How the web app reaches the API: over HTTP in the browser, in-process on the
 * server (the same Fastify routes through app.inject, no network hop).
 */
export type ApiMethod = 'GET' | 'POST';

export interface ApiRequest {
  method: ApiMethod;
  /** Path under /api, e.g. '/footer'. */
  path: string;
  /** JSON, or a FormData for a form with a file (sent as multipart/form-data). */
  body?: unknown;
  /** Bearer token of a signed-in customer. */
  token?: string | null;
  /** Extra request headers, e.g. the Idempotency-Key of a checkout submit. */
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

export const API_BASE = '/api';
export const API_KEY_HEADER = 'x-api-key';

/** The only settings that reach the browser: the server decides them, the web app's root loader hands them over. */
export interface PublicEnv {
  apiKey: string;
  publicUrl: string;
}
