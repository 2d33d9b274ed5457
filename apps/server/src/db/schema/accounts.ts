import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@suraksha/domain/permissions';
import { language, languageKnown, timestamps } from './columns.ts';

/** customer, then the staff roles of the permission table (packages/domain/src/permissions.ts). */
export const userRole = pgEnum('user_role', USER_ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    phone: text('phone'),
    /** argon2id; null for accounts that only sign in with Google or whose password was invalidated. */
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    referralCode: text('referral_code').notNull(),
    referredById: integer('referred_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    googleSubject: text('google_subject'),
    /**
     * The staff member's TOTP secret, set when enrolment is confirmed; never sent back after
     * enrolment (decision 0090). Sealed with AES-256-GCM under STAFF_SECRET_KEY ('v1:…', see
     * modules/staff/totp-secret-box.ts). Null for customers and for staff not yet enrolled.
     */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
    totpLastStep: integer('totp_last_step'),
    /**
     * When staff disabled the account; null while it works. A disabled customer's tokens end and sign-in
     * is refused, a token issued before too (decision 0094); a disabled staff member's sessions end and
     * the back office refuses their sign-in (decision 0093).
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The language the customer last used the shop in (registration, then each checkout): their mails' language (decision 0129). */
    language: language(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    // The back office's customer search (issue #15): any part of a name, e-mail or phone.
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    check('users_language_known', languageKnown(t.language)),
  ],
);

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

export const codePurpose = pgEnum('code_purpose', ['email_verification', 'password_reset']);

/** One-time codes (e-mail verification, password reset); only their hash is stored. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose), check('verification_codes_attempts', sql`${t.attempts} >= 0`)],
);
