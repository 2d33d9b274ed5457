import { messageIn } from '@suraksha/contracts/nepali-messages';
import { ACCEPT_LANGUAGE_HEADER, DEFAULT_LANGUAGE, type Language, languageOfAcceptLanguage } from '@suraksha/domain/site-languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-path.ts';
import { addVary } from './vary.ts';

/**
 * The API answers in the reader's language (decision 0129): the web sends `Accept-Language: ne` from
 * a page under /ne, and every human text of the answer's envelope — `errorMessage`, a string `message`,
 * the per-field `message` object or the tracking's list of messages — leaves in Nepali where the
 * shop has a Nepali version of it (packages/contracts/src/nepali-messages.ts). Done here, once, for
 * every route: routes and services keep speaking the English constants that the forms share.
 * The back office is English only and is left alone.
 */

/** The language the caller asked for; English when it named neither of the shop's languages. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers[ACCEPT_LANGUAGE_HEADER];
  return typeof header === 'string' ? languageOfAcceptLanguage(header) : DEFAULT_LANGUAGE;
}

/** A text, the tracking's list of texts, or the per-field object: each string in it put into `language`, anything else kept. */
function messageInLanguage(message: unknown, language: Language): unknown {
  const text = (value: unknown) => (typeof value === 'string' ? messageIn(value, language) : value);
  if (typeof message === 'string') return messageIn(message, language);
  if (Array.isArray(message)) return message.map(text);
  if (typeof message !== 'object' || message === null) return message;
  return Object.fromEntries(Object.entries(message).map(([field, value]) => [field, text(value)]));
}

/** Whether an answer's body carries texts a reader sees (and so depends on the language asked). */
function carriesMessages(body: unknown): body is Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  return 'errorMessage' in body || 'message' in body;
}

/** The answer's body with its envelope texts in `language` (a new object; the one given is not changed). */
export function envelopeIn<T>(body: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE || !carriesMessages(body)) return body;
  const translated: Record<string, unknown> = { ...body };
  if (typeof body.errorMessage === 'string') translated.errorMessage = messageIn(body.errorMessage, language);
  if ('message' in body) translated.message = messageInLanguage(body.message, language);
  return translated as T;
}

const isAdminPath = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?');

/** Whether this answer is one a storefront reader sees, so its language follows Accept-Language. */
const speaksTheReadersLanguage = (request: FastifyRequest) => isApiPath(request.url) && !isAdminPath(request.url);

/**
 * An answer about to be sent, in the caller's language. Shared caches keep one copy per language
 * (`Vary: Accept-Language`) of every answer that carries texts.
 */
export function answerIn<T>(request: FastifyRequest, reply: FastifyReply, body: T): T {
  if (!speaksTheReadersLanguage(request) || !carriesMessages(body)) return body;
  addVary(reply, 'Accept-Language');
  return envelopeIn(body, requestLanguage(request));
}

/** Every object a route returns passes here before it is serialised; error envelopes go through sendEnvelope. */
export function registerAnswerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => answerIn(request, reply, payload));
}
