import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';

/**
 * Columns that change on their own, not because of a request: the mail worker claims and marks
 * mails every second. Everything else in every table counts.
 */
const BACKGROUND_COLUMNS: Record<string, readonly string[]> = {
  mail_outbox: ['status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'],
};

/**
 * Rows a refused request writes on purpose: a refused staff sign-in is recorded in the audit log
 * (decision 0090). Every other audit row still counts: a refused write must leave none.
 */
const WRITTEN_ON_REFUSAL: Record<string, string> = {
  audit_log: "x.action not in ('staff.sign_in_refused', 'staff.enrol_refused')",
};

/** name -> "rows:sum of row hashes" for every table, so an insert, a delete or an update shows. */
export type TableChecksums = Map<string, string>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * One query that checksums every table of the public schema. The tables come from the
 * information schema, so a table added by a later migration is watched without anyone listing it.
 */
export async function checksumQuery(db: Database): Promise<() => Promise<TableChecksums>> {
  const listed = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts = listed.rows.map(({ table_name: name }) => {
    const skip = BACKGROUND_COLUMNS[name] ?? [];
    const row = skip.length ? `(to_jsonb(x) - array[${skip.map(quoteText).join(',')}]::text[])` : 'to_jsonb(x)';
    const where = WRITTEN_ON_REFUSAL[name] ? ` where ${WRITTEN_ON_REFUSAL[name]}` : '';
    return `select ${quoteText(name)} as name, count(*)::text || ':' || coalesce(sum(hashtext(${row}::text)::bigint), 0)::text as sum from public.${quoteIdent(name)} x${where}`;
  });
  const query = sql.raw(parts.join(' union all '));
  return async () => {
    const { rows } = (await db.execute(query)) as unknown as { rows: { name: string; sum: string }[] };
    return new Map(rows.map((r) => [r.name, r.sum]));
  };
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: TableChecksums, after: TableChecksums): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}

/**
 * Watches every table for changes between two calls. A full checksum costs ~10 ms on PGlite, so
 * it runs only when a transaction wrote something meanwhile: any row change assigns a transaction
 * id, and the next unassigned id (the snapshot's xmax) costs almost nothing to read.
 */
export async function watchTables(db: Database): Promise<{ changes(): Promise<string[]> }> {
  const checksums = await checksumQuery(db);
  const nextXid = async () => {
    const { rows } = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`)) as unknown as {
      rows: { xid: string }[];
    };
    return rows[0]?.xid;
  };
  let xid = await nextXid();
  let last = await checksums();
  return {
    async changes() {
      const now = await nextXid();
      if (now === xid) return [];
      xid = now;
      const current = await checksums();
      const changed = changedTables(last, current);
      last = current;
      return changed;
    },
  };
}
