import type { Limit } from '../../platform/rate-limit.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the account calls, per client IP and per account. Per-IP limits are generous:
 * in Nepal many phones share one carrier-grade NAT address. Login counts failures only,
 * so a shared address full of customers who know their passwords is never slowed down.
 */
export const ACCOUNT_LIMITS = {
  loginFailuresPerIp: { name: 'login-fail-ip', max: 50, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { name: 'login-fail-acct', max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', max: 20, windowMs: HOUR },
  registerPerAccount: { name: 'register-acct', max: 5, windowMs: HOUR },
  resendPerIp: { name: 'resend-ip', max: 30, windowMs: HOUR },
  resendPerAccount: { name: 'resend-acct', max: 5, windowMs: HOUR },
  verifyPerIp: { name: 'verify-ip', max: 60, windowMs: 15 * MINUTE },
  verifyPerAccount: { name: 'verify-acct', max: 10, windowMs: 15 * MINUTE },
  forgotPerIp: { name: 'forgot-ip', max: 30, windowMs: HOUR },
  forgotPerAccount: { name: 'forgot-acct', max: 5, windowMs: HOUR },
  resetPerIp: { name: 'reset-ip', max: 60, windowMs: 15 * MINUTE },
  resetPerAccount: { name: 'reset-acct', max: 10, windowMs: 15 * MINUTE },
  passwordChangePerAccount: { name: 'password-change-acct', max: 10, windowMs: 15 * MINUTE },
  googlePerIp: { name: 'google-ip', max: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;
