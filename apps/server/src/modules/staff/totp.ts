import { generate, generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238) with otplib: 6 digits, 30-second steps, SHA-1, the parameters every
 * authenticator app assumes. A code is accepted one step either side of now (a phone's clock
 * drifts), and only for a step after the last one accepted: a code works once.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Suraksha';

/** A new secret: 20 random bytes as base32 (what an authenticator app is given). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app reads (the screens draw it as a QR code). */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS });
}

/** The code of `secret` at `now` (the demo's staff:otp, and tests). */
export function totpCode(secret: string, now: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000), period: TOTP_PERIOD_SECONDS });
}

/**
 * The time step of `code` when it is valid at `now` and later than `lastStep`; null otherwise.
 * The caller stores the step, so the same code (or an older one) is refused from then on.
 */
export async function acceptedStep(secret: string, code: string, lastStep: number | null, now: Date = new Date()): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      period: TOTP_PERIOD_SECONDS,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A secret otplib cannot read is a code that does not match, not a 500.
    return null;
  }
}
