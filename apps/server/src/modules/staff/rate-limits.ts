import type { Limit } from '../../platform/rate-limit.ts';

const MINUTE = 60 * 1000;

/**
 * Limits of the staff sign-in, counting failures only, per client IP and per account (or per
 * enrolment): like the customer's login (accounts/rate-limits.ts), tighter per address since the
 * staff of one shop are few.
 */
export const STAFF_LIMITS = {
  loginFailuresPerIp: { name: 'staff-login-fail-ip', max: 30, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { name: 'staff-login-fail-acct', max: 10, windowMs: 15 * MINUTE },
  enrolFailuresPerIp: { name: 'staff-enrol-fail-ip', max: 30, windowMs: 15 * MINUTE },
  enrolFailuresPerTicket: { name: 'staff-enrol-fail-ticket', max: 5, windowMs: 15 * MINUTE },
  /** Opening an invitation link: every look-up counts (a token cannot be guessed; this stops hammering). */
  invitationLookupsPerIp: { name: 'staff-invite-look-ip', max: 60, windowMs: 15 * MINUTE },
  /** Setting the password of an invitation: every attempt counts (each costs an argon2 hash). */
  invitationAcceptsPerIp: { name: 'staff-invite-accept-ip', max: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;
