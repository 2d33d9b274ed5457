import { googleCallbackResponse } from '@suraksha/contracts/accounts';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import { text } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { clientIp, consume } from '../../platform/rate-limit.ts';
import { signInWithGoogle } from './google-account-service.ts';
import { readCookie } from '../../platform/cookies.ts';
import { FLOW_COOKIE, clearedFlowCookie, flowCookie, openFlow, sealFlow } from './google-flow-cookie.ts';
import {
  GOOGLE_MESSAGES,
  type GoogleSignIn,
  GoogleSignInError,
  createGoogleSignIn,
  googleEnabled,
  googleRedirectUri,
} from './google-sign-in.ts';
import { ACCOUNT_LIMITS as L } from './rate-limits.ts';

const tags = ['accounts'];
const clients = new WeakMap<Config, GoogleSignIn>();

/** One Google client per configuration (it caches the provider's discovery document and keys). */
function googleOf(app: FastifyInstance): GoogleSignIn {
  let google = clients.get(app.config);
  if (!google) clients.set(app.config, (google = createGoogleSignIn(app.config, app.log)));
  return google;
}

const secureCookies = (config: Config) => config.PUBLIC_URL.startsWith('https:');

/**
 * GET /api/auth/google/redirect — the 'Sign in with Google' link. A browser navigation cannot
 * send the X-Api-Key header, so this one route sits outside the key check (register it on the
 * root with prefix /api). It answers only a redirect and sets the flow cookie.
 */
export async function googleRedirectRoute(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/auth/google/redirect',
      { schema: { tags, summary: 'Start Google sign-in: 302 to Google (a browser navigation; no API key needed)', security: [] } },
      async (request, reply) => {
        if (!googleEnabled(app.config)) throw new NotFoundError(GOOGLE_MESSAGES.off);
        await consume(request, [[L.googlePerIp, clientIp(request)]]);
        try {
          const { url, flow } = await googleOf(app).start();
          reply.header('set-cookie', flowCookie(sealFlow(flow, app.config.GOOGLE_CLIENT_SECRET ?? ''), secureCookies(app.config)));
          reply.header('cache-control', 'no-store');
          return reply.redirect(url, 302);
        } catch (err) {
          if (!(err instanceof GoogleSignInError)) throw err;
          // The callback page shows the failure like any other.
          return reply.redirect(`${new URL(googleRedirectUri(app.config)).pathname}?error=temporarily_unavailable`, 302);
        }
      },
    );
}

/** GET /api/auth/callback?code=…&state=… (SPEC §7): the callback page exchanges Google's answer for our token. */
export async function googleCallbackRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/auth/callback',
    {
      schema: {
        tags,
        summary: "Finish Google sign-in with the provider's callback query (in the browser that started it)",
        querystring: z.object({
          code: text().max(4096).optional(),
          state: text().max(512).optional(),
          error: text().max(256).optional(),
        }),
        response: {
          200: googleCallbackResponse,
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
          429: errorResponses[429],
        },
      },
    },
    async (request, reply) => {
      if (!googleEnabled(app.config)) throw new NotFoundError(GOOGLE_MESSAGES.off);
      await consume(request, [[L.googlePerIp, clientIp(request)]]);
      // Whatever happens, this flow is over: a second use of the same callback is refused.
      reply.header('set-cookie', clearedFlowCookie(secureCookies(app.config)));
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const providerError = new URLSearchParams(query).get('error');
      if (providerError)
        throw new GoogleSignInError(providerError === 'access_denied' ? GOOGLE_MESSAGES.cancelled : GOOGLE_MESSAGES.failed);
      const flow = openFlow(readCookie(request.headers.cookie, FLOW_COOKIE), app.config.GOOGLE_CLIENT_SECRET ?? '');
      if (!flow) throw new GoogleSignInError(GOOGLE_MESSAGES.expired);
      const identity = await googleOf(app).finish(query, flow);
      const token = await signInWithGoogle(app.db, app.config, identity);
      return { result: 'success' as const, ...token };
    },
  );
}
