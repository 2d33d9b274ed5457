import { AUDIT_PER_PAGE, type AuditEntry, type AuditQuery, type AuditResponse } from '@suraksha/contracts/admin/audit';
import { type CsvExport, nepalTimeCell } from '../../platform/csv-export.ts';
import type { Database } from '../../platform/database.ts';
import { auditChoices, countAuditEntries, findAuditEntries, findAuditEntriesAfter } from './repo.ts';

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
 * The filtered log as a CSV export (newest first), for an accountant or an auditor: streamed
 * through platform/csv-export.ts, so a year of entries never sits in memory.
 */
export function auditCsv(db: Database, query: AuditQuery): CsvExport<Row, number> {
  return {
    name: 'suraksha-audit',
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
    source: {
      batch: (afterId, limit) => findAuditEntriesAfter(db, query, afterId, limit),
      keyOf: (row) => row.id,
      lines: (row) => [
        [
          row.at.toISOString(),
          nepalTimeCell(row.at),
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
        ],
      ],
    },
  };
}
