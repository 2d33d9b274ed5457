import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The browser's half of a Google sign-in in flight: state, nonce and PKCE verifier, kept in an
 * HttpOnly cookie scoped to /api/auth for 10 minutes and signed with a key derived from the
 * client secret (shared by every instance, so any of them can finish the flow). The callback
 * only succeeds in the browser that started the flow, and clears the cookie: a flow works once.
 */

export const FLOW_COOKIE = 'suraksha_google_flow';
export const FLOW_TTL_SECONDS = 10 * 60;
const COOKIE_PATH = '/api/auth';

export interface GoogleFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const keyFrom = (secret: string) => createHash('sha256').update(`suraksha google sign-in flow\u0000${secret}`).digest();
const mac = (payload: string, secret: string) => createHmac('sha256', keyFrom(secret)).update(payload).digest('base64url');

export function sealFlow(flow: GoogleFlow, secret: string): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** The flow in a cookie value, or null when it is missing, forged or expired. */
export function openFlow(value: string | undefined, secret: string, now = Date.now()): GoogleFlow | null {
  if (!value) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as GoogleFlow;
    if (typeof flow.state !== 'string' || typeof flow.nonce !== 'string' || typeof flow.verifier !== 'string') return null;
    return flow.expiresAt > now ? flow : null;
  } catch {
    return null;
  }
}

export function flowCookie(value: string, secure: boolean): string {
  return `${FLOW_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${FLOW_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedFlowCookie(secure: boolean): string {
  return `${FLOW_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
