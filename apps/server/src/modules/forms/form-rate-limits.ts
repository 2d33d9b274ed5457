import type { FastifyRequest } from 'fastify';
import { type Limit, clientIp, consume } from '../../platform/rate-limit.ts';

const MINUTE = 60 * 1000;

export interface FormLimits {
  /** Every attempt, counted before the body is read: parsing uploads costs CPU even when refused. */
  attempts: Limit;
  /** Accepted submissions: each one is a row, maybe a file, and a mail to the shop. */
  perMinute: Limit;
  perHour: Limit;
}

/**
 * Per client IP, as the contact form: 5 accepted submissions a minute, 30 an hour; and at most
 * 30 attempts a minute, so a visitor fixing typos is never locked out but a script is.
 */
export function formLimits(form: string): FormLimits {
  return {
    attempts: { name: `${form}-ip-attempts`, max: 30, windowMs: MINUTE },
    perMinute: { name: `${form}-ip-minute`, max: 5, windowMs: MINUTE },
    perHour: { name: `${form}-ip-hour`, max: 30, windowMs: 60 * MINUTE },
  };
}

export function countAttempt(request: FastifyRequest, limits: FormLimits) {
  return consume(request, [[limits.attempts, clientIp(request)]]);
}

export function countAccepted(request: FastifyRequest, limits: FormLimits) {
  const ip = clientIp(request);
  return consume(request, [
    [limits.perMinute, ip],
    [limits.perHour, ip],
  ]);
}
