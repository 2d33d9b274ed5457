import { Readable, pipeline } from 'node:stream';
import { dayInNepal, nepalDateTime } from '@suraksha/domain/nepal-time';
import { paisaAsFigure } from '@suraksha/domain/money';
import { type Stringifier, stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * The ONE way the back office sends a CSV export (issue #16): the audit log, orders, customers,
 * products and coupons. The file opens as it should in Excel (a UTF-8 byte-order mark, so Nepali
 * text reads right; a header row; dates and money as a spreadsheet reads them), and it is
 * streamed: the database is read a batch at a time by keyset (the rows after the last one sent,
 * never an OFFSET), a batch read only when the client has taken the one before, so 100,000 orders
 * never sit in memory at once. Plain SELECTs, so it works the same on PGlite and PostgreSQL.
 */

/** Rows read from the database at a time. */
export const CSV_BATCH_SIZE = 1000;

/** Where an export reads its rows: a batch at a time, each after the key of the last row sent. */
export interface CsvSource<Row, Key> {
  /** Up to `limit` rows after `after` (undefined: from the first), in the export's order. */
  batch(after: Key | undefined, limit: number): Promise<Row[]>;
  /** The key the next batch starts after (unique, in the export's order: an id). */
  keyOf(row: Row): Key;
  /** The CSV lines one row becomes, a cell per column (an order: a line per item). */
  lines(row: Row): unknown[][];
}

export interface CsvExport<Row, Key> {
  /** The file's name before its date: 'suraksha-orders' → suraksha-orders-2026-11-26.csv. */
  name: string;
  columns: readonly string[];
  source: CsvSource<Row, Key>;
}

/** A money cell: rupees with two decimals ("1234.50"), empty for none. */
export const rupeesCell = (paisa: number | null | undefined) => (paisa === null || paisa === undefined ? '' : paisaAsFigure(paisa));

/** A date cell in Nepal time ("2026-02-14 10:05:09"), empty for none. */
export const nepalTimeCell = (at: Date | null | undefined) => (at ? nepalDateTime(at) : '');

/** A yes/no cell. */
export const yesNoCell = (flag: boolean) => (flag ? 'yes' : 'no');

/**
 * A cell as text. One that starts like a spreadsheet formula (=, +, -, @, tab, return) is
 * prefixed with ' so Excel shows it as text instead of running it (CSV injection). Numbers we
 * write ourselves (money, counts) are never negative here, so they are never prefixed.
 */
export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The export's rows, batch after batch; the next batch is read only when these lines are taken. */
export async function* csvRecords<Row, Key>(
  source: CsvSource<Row, Key>,
  batchSize = CSV_BATCH_SIZE,
  first?: Row[],
): AsyncGenerator<string[]> {
  let rows = first ?? (await source.batch(undefined, batchSize));
  for (;;) {
    for (const row of rows) for (const line of source.lines(row)) yield line.map(csvCell);
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    rows = await source.batch(source.keyOf(last), batchSize);
  }
}

/** The file as a stream: BOM, header row, then the rows through csv-stringify, with backpressure. */
export function csvStream<Row, Key>(file: CsvExport<Row, Key>, batchSize = CSV_BATCH_SIZE, first?: Row[]): Stringifier {
  const csv = stringify({ bom: true, header: true, columns: [...file.columns] });
  // pipeline, not pipe: a database error mid-file destroys the file's stream (the client sees a cut
  // download, never a half file as whole), and a client that leaves stops the reading of batches.
  pipeline(Readable.from(csvRecords(file.source, batchSize, first)), csv, () => {});
  return csv;
}

/** suraksha-orders-2026-11-26.csv: the day in Nepal the file was made. */
export const csvFileName = (name: string, at = new Date()) => `${name}-${dayInNepal(at)}.csv`;

/**
 * Sends the export. The first batch is read before the answer starts, so a database that does not
 * answer gets the usual error envelope (503), not a 200 cut short. An async handler then returns
 * the reply (Fastify's rule for a stream sent from one): `await sendCsv(reply, …); return reply;`.
 */
export async function sendCsv<Row, Key>(reply: FastifyReply, file: CsvExport<Row, Key>): Promise<void> {
  const first = await file.source.batch(undefined, CSV_BATCH_SIZE);
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(file.name)}"`)
    .header('cache-control', 'private, no-store')
    .send(csvStream(file, CSV_BATCH_SIZE, first));
}
