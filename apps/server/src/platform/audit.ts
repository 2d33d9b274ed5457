import { auditLog } from '../db/schema/audit.ts';
import type { Database } from './database.ts';
import type { RequestContext } from './request-context.ts';

/**
 * The audit log (decision 0090): who did what to which row, with the values before and after.
 * Call `audit(tx, context, entry)` with the transaction of the write itself, so the change and its
 * record commit together or not at all. A refused sign-in has no write to share: it gets its own
 * insert (pass the database). Secrets never reach the log: see `redacted`.
 */

/** Who acted and from where. */
export interface AuditContext {
  actor: { id: number; role: string } | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  /** area.verb, e.g. 'staff.sign_in', 'order.cancel', 'wallet.adjust'. */
  action: string;
  /** What kind of row changed: 'user', 'order', 'wallet', 'setting'… */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Keys whose values are never written to the log: passwords, hashes, TOTP secrets, tokens, codes. */
const SECRET_KEY = /password|secret|token|hash|recovery|ticket|^codes?$|session_?id/i;
export const REDACTED = '[redacted]';

/** A copy of `value` with every secret-named key's value replaced by '[redacted]', at any depth. */
export function redacted(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redacted);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? REDACTED : redacted(inner)]));
}

/** The audit context of a request's service context: its staff member (or customer), address, agent and id. */
export function auditContextOf(ctx: RequestContext): AuditContext {
  const actor =
    ctx.actor.kind === 'staff'
      ? { id: ctx.actor.staff.id, role: ctx.actor.staff.role }
      : ctx.actor.kind === 'customer'
        ? { id: ctx.actor.user.id, role: ctx.actor.user.role }
        : null;
  return { actor, ip: ctx.ip, userAgent: ctx.userAgent ?? null, requestId: ctx.requestId };
}

/** Records one change, inside the caller's transaction. */
export async function audit(tx: Database, context: AuditContext, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: context.actor?.id ?? null,
    actorRole: context.actor?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : redacted(entry.before),
    after: entry.after === undefined ? null : redacted(entry.after),
    ip: context.ip,
    userAgent: context.userAgent,
    requestId: context.requestId,
  });
}
