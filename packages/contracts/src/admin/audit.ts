import { z } from 'zod';
import { blank, pageParam, pagination } from '../catalog.ts';
import { text } from '../text.ts';
import { dayParam, daysInOrder, textParam } from './query-params.ts';

/** The audit log's page (issue #15): who changed what, filtered by staff member, entity, action and days in Nepal. */

export const AUDIT_PER_PAGE = 50;

const staffParam = text()
  .optional()
  .transform((v, ctx) => {
    if (blank(v)) return undefined;
    const id = String(v).trim();
    if (!/^\d{1,9}$/.test(id)) {
      ctx.addIssue({ code: 'custom', message: 'Choose a staff member from the list.' });
      return z.NEVER;
    }
    return Number(id);
  });

/** GET /api/admin/audit (and /api/admin/audit.csv) query. */
export const auditQuery = z
  .object({
    staff: staffParam,
    entity: textParam('entity', 40),
    /** One thing's history (the seller information's record of changes: entity 'setting', entity_id 'seller_information'). */
    entity_id: textParam('entity id', 80),
    action: textParam('action', 60),
    from: dayParam('first day'),
    to: dayParam('last day'),
    page: pageParam,
  })
  .superRefine(daysInOrder);
export type AuditQuery = z.output<typeof auditQuery>;
export type AuditQueryParams = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string().nullable(), role: z.string().nullable() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditResponse = z.object({
  result: z.literal('success'),
  entries: z.array(auditEntry),
  pagination,
  /** What the filter lists offer: the staff who appear in the log, and its entities and actions. */
  choices: z.object({
    staff: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
    entities: z.array(z.string()),
    actions: z.array(z.string()),
  }),
});
export type AuditResponse = z.infer<typeof auditResponse>;
