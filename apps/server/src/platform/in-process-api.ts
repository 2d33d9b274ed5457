import { API_BASE, API_KEY_HEADER, type ApiTransport } from '@suraksha/contracts/transport';
import type { FastifyInstance } from 'fastify';

/**
 * The API as server-side loaders reach it: the same routes, hooks and schemas
 * through app.inject, without a network hop.
 */
export function inProcessApi(app: FastifyInstance, apiKey: string, requestId?: string): ApiTransport {
  return async ({ method, path, body, token }) => {
    const headers: Record<string, string> = { [API_KEY_HEADER]: apiKey };
    if (token) headers.authorization = `Bearer ${token}`;
    if (requestId) headers['x-request-id'] = requestId;
    const res = await app.inject({ method, url: `${API_BASE}${path}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.body === '' ? null : res.json() };
  };
}
