import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../platform/errors.ts';

// What the packages, catalogues and certificates admin routes share (decision 0101).

/** A numeric id from the path; anything else names nothing (404 with `unknown`). */
export function idOf(segment: string, unknown: string): number {
  if (!/^\d{1,9}$/.test(segment)) throw new NotFoundError(unknown);
  return Number(segment);
}

/** Wraps a write: once it has committed, the storefront's caches are told (decision 0098), then it answers. */
export function announcing(app: FastifyInstance) {
  return async <T>(answer: Promise<T>): Promise<T> => {
    const done = await answer;
    app.catalogueChanges.changed();
    return done;
  };
}
