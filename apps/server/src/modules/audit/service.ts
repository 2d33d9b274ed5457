import { AUDIT_CSV_MAX, AUDIT_PER_PAGE, type AuditEntry, type AuditQuery, type AuditResponse } from '@suraksha/contracts/admin/audit';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../platform/database.ts';
import { auditChoices, countAuditEntries, findAuditEntries } from './repo.ts';

type Row = Awaited<ReturnType<typeof findAuditEntries>>[number];

const entryOf = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName, role: row.actorRole },
  action: row.action,
  entity: row.entity,
  entity_id: row.entityId,
  before: row.before,
  after: row.after,
  ip: row.ip,
  user_agent: row.userAgent,
  request_id: row.requestId,
});

/** One page of the audit log under the filters, newest first, with what the filter lists offer. */
export async function auditPage(db: Database, query: AuditQuery): Promise<AuditResponse> {
  const [rows, total, choices] = await Promise.all([
    findAuditEntries(db, query, AUDIT_PER_PAGE, (query.page - 1) * AUDIT_PER_PAGE),
    countAuditEntries(db, query),
    auditChoices(db),
  ]);
  return {
    result: 'success',
    entries: rows.map(entryOf),
    pagination: { page: query.page, perPage: AUDIT_PER_PAGE, total, totalPages: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)) },
    choices,
  };
}

/**
 * The filtered log as CSV (at most AUDIT_CSV_MAX rows, newest first), for an accountant or an
 * auditor. A cell that starts like a formula is prefixed with ' so a spreadsheet shows it as text.
 */
export async function auditCsv(db: Database, query: AuditQuery): Promise<string> {
  const rows = await findAuditEntries(db, query, AUDIT_CSV_MAX, 0);
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  };
  return stringify(
    rows.map((row) =>
      [
        row.at.toISOString(),
        readableTimeInNepal(row.at.toISOString()),
        row.actorName,
        row.actorRole,
        row.action,
        row.entity,
        row.entityId,
        row.before,
        row.after,
        row.ip,
        row.userAgent,
        row.requestId,
      ].map(cell),
    ),
    {
      header: true,
      columns: [
        'at (UTC)',
        'at (Nepal)',
        'staff',
        'role',
        'action',
        'entity',
        'entity id',
        'before',
        'after',
        'ip',
        'user agent',
        'request id',
      ],
    },
  );
}
