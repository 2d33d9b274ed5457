import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { FLOW_TTL_SECONDS, type GoogleFlow } from './google-flow-cookie.ts';

/**
 * Google sign-in with OpenID Connect (openid-client): authorization code flow with PKCE (S256),
 * state and nonce. openid-client checks the ID token's issuer (the discovered one, which must equal
 * GOOGLE_ISSUER), audience (our client id), expiry, nonce, and the callback's state; its signature
 * against the provider's published keys (jwks_uri) only with enableNonRepudiationChecks, which we
 * turn on (decision 0008): by default it trusts the TLS channel to the token endpoint instead. We
 * then insist on a verified e-mail address.
 */

export type GoogleConfig = Pick<Config, 'GOOGLE_ISSUER' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'PUBLIC_URL' | 'NODE_ENV' | 'DEMO'>;

export const GOOGLE_MESSAGES = {
  failed: 'Google sign-in failed. Please try again.',
  expired: 'Your Google sign-in took too long or was started in another browser. Please try again.',
  cancelled: 'Google sign-in was cancelled.',
  unverified: 'Your Google e-mail address is not verified, so it cannot be used to sign in.',
  off: 'Google sign-in is not available.',
} as const;

export class GoogleSignInError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
}

export function googleEnabled(config: GoogleConfig): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** Where Google sends the browser back: the web page that finishes the flow (SPEC §2). */
export function googleRedirectUri(config: Pick<Config, 'PUBLIC_URL'>): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}/login/google/callback`;
}

export interface GoogleSignIn {
  /** The provider URL to send the browser to, and the flow to keep in its cookie. */
  start(): Promise<{ url: string; flow: GoogleFlow }>;
  /** Exchanges the callback (its query string) for the verified identity; throws GoogleSignInError. */
  finish(callbackQuery: string, flow: GoogleFlow): Promise<GoogleIdentity>;
}

export function createGoogleSignIn(config: GoogleConfig, log: FastifyBaseLogger): GoogleSignIn {
  const clientId = config.GOOGLE_CLIENT_ID ?? '';
  const issuer = new URL(config.GOOGLE_ISSUER);
  // A plain-http provider is only ever a local mock (tests, demo); a live shop insists on https.
  const insecure = issuer.protocol === 'http:' && (config.NODE_ENV !== 'production' || config.DEMO);
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, clientId, config.GOOGLE_CLIENT_SECRET, undefined, {
        execute: insecure ? [oidc.enableNonRepudiationChecks, oidc.allowInsecureRequests] : [oidc.enableNonRepudiationChecks],
      })
      .catch((err: unknown) => {
        // Try again on the next sign-in rather than remembering a provider outage.
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  return {
    async start() {
      const settings = await configuration().catch((err: unknown) => {
        log.warn({ err: (err as Error).message }, 'Google sign-in: discovery failed');
        throw new GoogleSignInError(GOOGLE_MESSAGES.failed);
      });
      const flow: GoogleFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        expiresAt: Date.now() + FLOW_TTL_SECONDS * 1000,
      };
      const url = oidc.buildAuthorizationUrl(settings, {
        redirect_uri: googleRedirectUri(config),
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        prompt: 'select_account',
      });
      return { url: url.href, flow };
    },

    async finish(callbackQuery, flow) {
      const params = new URLSearchParams(callbackQuery);
      if (params.has('error'))
        throw new GoogleSignInError(params.get('error') === 'access_denied' ? GOOGLE_MESSAGES.cancelled : GOOGLE_MESSAGES.failed);
      if (params.get('state') !== flow.state) throw new GoogleSignInError(GOOGLE_MESSAGES.failed);
      const currentUrl = new URL(googleRedirectUri(config));
      currentUrl.search = params.toString();
      let claims: oidc.IDToken | undefined;
      try {
        const settings = await configuration();
        const tokens = await oidc.authorizationCodeGrant(settings, currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        log.info({ err: (err as Error).message, code: (err as { code?: unknown }).code }, 'Google sign-in refused');
        throw new GoogleSignInError(GOOGLE_MESSAGES.failed);
      }
      if (!claims || typeof claims.sub !== 'string' || claims.sub === '') throw new GoogleSignInError(GOOGLE_MESSAGES.failed);
      if (claims.email_verified !== true || typeof claims.email !== 'string') throw new GoogleSignInError(GOOGLE_MESSAGES.unverified);
      const email = claims.email.trim().toLowerCase();
      const name =
        typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim().slice(0, 100) : (email.split('@')[0] ?? email);
      return { subject: claims.sub, email, name };
    },
  };
}
