import type { ErrorEnvelope } from '@suraksha/contracts/error-envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { answerIn } from './answer-language.ts';
import { isDatabaseUnavailable } from './database-errors.ts';
import { AppError } from './errors.ts';

export const MESSAGES = {
  invalidInput: 'Please correct the highlighted fields.',
  malformedJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  unsupportedMedia: 'Unsupported content type.',
  notFound: 'Not found.',
  badUrl: 'The address is not valid.',
  urlTooLong: 'The address is too long.',
  methodNotAllowed: 'This address does not accept that method.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  unavailable: 'The shop is temporarily unavailable. Please try again shortly.',
  unexpected: 'Something went wrong on our side. Please try again.',
} as const;

interface Mapped {
  status: number;
  errorMessage: string;
  fields?: Record<string, string> | undefined;
}

function fieldMessages(issues: { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[path] ??= issue.message ?? 'Invalid value.';
  }
  return fields;
}

function mapError(err: FastifyError): Mapped {
  if (err instanceof AppError) return { status: err.status, errorMessage: err.message, fields: err.fields };
  if (hasZodFastifySchemaValidationErrors(err)) {
    // A path parameter that cannot be taken names nothing we have: 404 with its message (decision 0080).
    if (err.validationContext === 'params') return { status: 404, errorMessage: err.validation[0]?.message ?? MESSAGES.notFound };
    return { status: 400, errorMessage: MESSAGES.invalidInput, fields: fieldMessages(err.validation) };
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, errorMessage: MESSAGES.malformedJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, errorMessage: MESSAGES.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, errorMessage: MESSAGES.unsupportedMedia };
  }
  if (err instanceof SyntaxError && err.statusCode === 400) return { status: 400, errorMessage: MESSAGES.malformedJson };
  if (err.statusCode === 429) return { status: 429, errorMessage: MESSAGES.rateLimited };
  if (isDatabaseUnavailable(err)) return { status: 503, errorMessage: MESSAGES.unavailable };
  // Fastify's own 4xx errors (bad header, unsupported method…) carry safe messages.
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, errorMessage: err.message };
  }
  return { status: 500, errorMessage: MESSAGES.unexpected };
}

/** The envelope, in the caller's language (sent as text, so the preSerialization hook does not see it). */
export function sendEnvelope(reply: FastifyReply, status: number, body: Omit<ErrorEnvelope, 'result'>) {
  const envelope = answerIn(reply.request, reply, { result: 'error', ...body } satisfies ErrorEnvelope);
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(envelope));
}

/** The one error handler: every failure leaves as the envelope, unknown ones masked and logged. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = mapError(err);
    if (mapped.status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: err.code, status: mapped.status }, err.message);
    const body: Omit<ErrorEnvelope, 'result'> = { errorMessage: mapped.errorMessage };
    if (mapped.fields) body.message = mapped.fields;
    if (mapped.status >= 500) body.requestId = String(request.id);
    return sendEnvelope(reply, mapped.status, body);
  });
}

/**
 * Fastify answers a URL it cannot decode (`%zz`, invalid UTF-8) or a path parameter over its
 * length limit before any route or error handler runs, in a JSON shape of its own: given as
 * Fastify's `frameworkErrors` option, this answers them with the envelope instead.
 */
export function frameworkErrorEnvelope(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  switch (err.code) {
    case 'FST_ERR_BAD_URL':
      return sendEnvelope(reply, 400, { errorMessage: MESSAGES.badUrl });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return sendEnvelope(reply, 414, { errorMessage: MESSAGES.urlTooLong });
    default:
      return sendEnvelope(reply, 500, { errorMessage: MESSAGES.unexpected });
  }
}

/**
 * Misses outside /api (a media file or a documentation asset that is not there) answer the 404
 * envelope too, not Fastify's own JSON.
 */
export function registerRootNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => sendEnvelope(reply, 404, { errorMessage: MESSAGES.notFound }));
}

/**
 * Unknown /api paths answer the 404 envelope. A catch-all route rather than only a not-found
 * handler, because the web's catch-all would otherwise render the HTML 404 page for them.
 */
export function registerApiNotFound(api: FastifyInstance) {
  const notFound = (_request: FastifyRequest, reply: FastifyReply) => sendEnvelope(reply, 404, { errorMessage: MESSAGES.notFound });
  api.setNotFoundHandler(notFound);
  api.all('/*', { schema: { hide: true } }, notFound);
}
