import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every staff write and sign-in, with who, what and the values before and after (secrets
 * redacted), written in the transaction of the write itself (platform/audit.ts). Append-only: a
 * trigger refuses UPDATE, DELETE and TRUNCATE (migration 0009, decision 0090). No foreign keys:
 * the record outlives the accounts and rows it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    /** The actor's role at the time (roles change; the record does not). */
    actorRole: text('actor_role'),
    /** area.verb, e.g. staff.sign_in, staff.sign_in_refused, order.cancel, wallet.adjust. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
