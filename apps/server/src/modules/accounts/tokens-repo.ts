import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { authTokens } from '../../db/schema/accounts.ts';
import { hashToken } from '../../platform/auth.ts';
import type { Database } from '../../platform/database.ts';

/**
 * Sign-ins as opaque bearer tokens: 256 random bits, shown to the client once, stored only as
 * SHA-256 with an expiry. Revoking sets revoked_at, so the row stays for the audit trail.
 */

export interface IssuedToken {
  access_token: string;
  expires_in: number;
}

export async function issueToken(tx: Database, userId: number, ttlSeconds: number): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(authTokens).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  return { access_token: token, expires_in: ttlSeconds };
}

export async function revokeToken(db: Database, tokenId: number) {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Ends every sign-in of a user, except (optionally) the one making the request. */
export async function revokeAllTokens(tx: Database, userId: number, keepTokenId?: number) {
  const live = and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt));
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(keepTokenId === undefined ? live : and(live, ne(authTokens.id, keepTokenId)));
}
