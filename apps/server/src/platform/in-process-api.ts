import { API_BASE, API_KEY_HEADER, type ApiTransport } from '@suraksha/contracts/transport';
import { ACCEPT_LANGUAGE_HEADER, type Language } from '@suraksha/domain/site-languages';
import type { FastifyInstance } from 'fastify';

/**
 * The API as server-side loaders reach it: the same routes, hooks and schemas
 * through app.inject, without a network hop.
 */
export function inProcessApi(
  app: FastifyInstance,
  apiKey: string,
  caller?: { requestId: string; ip: string; language?: Language },
): ApiTransport {
  return async ({ method, path, body, token, headers: extra }) => {
    const headers: Record<string, string> = { ...extra, [API_KEY_HEADER]: apiKey };
    if (token) headers.authorization = `Bearer ${token}`;
    if (caller) headers['x-request-id'] = caller.requestId;
    // The page's language: a loader or an action of a /ne page is answered in Nepali (decision 0129).
    if (caller?.language) headers[ACCEPT_LANGUAGE_HEADER] = caller.language;
    const res = await app.inject({
      method,
      url: `${API_BASE}${path}`,
      headers,
      // The visitor's own address, so per-IP rate limits count them and not the server itself.
      ...(caller ? { remoteAddress: caller.ip } : {}),
      // A FormData body (a form with a file, posted without JavaScript) is sent as multipart by inject.
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.body === '' ? null : res.json() };
  };
}
