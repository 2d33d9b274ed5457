import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../platform/errors.ts';

/** What the content desk's routes (articles, FAQs, pages) declare alike. */

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
export const tags = ['admin'];
export const security = [{ apiKey: [], staffSession: [] }];
export const listRefusals = { 401: unauthorized, 403: errorEnvelope };
export const readRefusals = { 401: unauthorized, 403: errorEnvelope, 404: notFound };
export const writeRefusals = { 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict };

/** A numeric id from the path; anything else names nothing (404 with `notFoundMessage`). */
export function idOf(segment: string, notFoundMessage: string): number {
  if (!/^\d{1,9}$/.test(segment)) throw new NotFoundError(notFoundMessage);
  return Number(segment);
}

/** Awaits a write, then clears the storefront's caches, so a published change shows at once (decision 0098). */
export function afterWrite(app: FastifyInstance) {
  return async <T>(answer: Promise<T>): Promise<T> => {
    const done = await answer;
    app.catalogueChanges.changed();
    return done;
  };
}
