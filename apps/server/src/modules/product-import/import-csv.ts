import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_READ_ONLY_COLUMNS,
  type ImportField,
  PRODUCT_IMPORT_MESSAGES as M,
} from '@suraksha/contracts/admin/product-import';
import { CsvError, parse } from 'csv-parse';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors.ts';

/**
 * Reading an uploaded products CSV (decision 0103): csv-parse, streamed, so a 20 MB file never sits
 * in memory whole. It takes what Excel writes: UTF-8 with or without a byte-order mark, CRLF or LF,
 * quoted cells with commas, quotes and line breaks inside. Columns are matched by name, any case, trimmed; unknown ones are reported, not fatal.
 */

export type ImportCells = Partial<Record<ImportField, string>>;

export interface ImportHeader {
  /** The field each column of the file feeds, or null (unknown or read-only). */
  fields: (ImportField | null)[];
  unknown: string[];
  ignored: string[];
}

const FIELD_BY_NAME = new Map<string, ImportField>(
  IMPORT_COLUMNS.flatMap((c) => [c.name, ...c.aliases].map((name) => [name.toLowerCase(), c.field] as const)),
);
const READ_ONLY = new Set<string>(IMPORT_READ_ONLY_COLUMNS.map((name) => name.toLowerCase()));

/** Which field each header names; a file without a SKU column, or with a column twice, cannot be imported (422). */
export function importHeaderOf(names: readonly string[]): ImportHeader {
  const seen = new Set<ImportField>();
  const unknown: string[] = [];
  const ignored: string[] = [];
  const fields = names.map((raw) => {
    const name = raw.trim();
    const field = FIELD_BY_NAME.get(name.toLowerCase());
    if (field) {
      if (seen.has(field)) throw new AppError(422, M.duplicateColumn(name));
      seen.add(field);
      return field;
    }
    if (name !== '') (READ_ONLY.has(name.toLowerCase()) ? ignored : unknown).push(name);
    return null;
  });
  if (!seen.has('sku')) throw new AppError(422, M.noSkuColumn);
  return { fields, unknown, ignored };
}

/**
 * Refuses what is not text before it is parsed: a workbook (.xlsx, .xls), a PDF or image (415),
 * or bytes with NUL in them.
 */
export async function refuseNonText(filePath: string): Promise<void> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    const detected = await fileTypeFromBuffer(bytes);
    if (detected && ['xlsx', 'xls', 'cfb', 'zip', 'ods'].includes(detected.ext)) throw new AppError(415, M.workbook);
    if (detected || bytes.includes(0)) throw new AppError(415, M.notCsv);
  } finally {
    await handle.close();
  }
}

/** Bytes → text, refusing what is not UTF-8 (a legacy "CSV (Comma delimited)" from Excel is Windows-1252). A BOM is dropped. */
class Utf8Text extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  constructor() {
    super({ decodeStrings: true, readableObjectMode: false });
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    try {
      done(null, this.decoder.decode(chunk, { stream: true }));
    } catch {
      done(new AppError(422, M.notUtf8));
    }
  }
  override _flush(done: TransformCallback) {
    try {
      done(null, this.decoder.decode());
    } catch {
      done(new AppError(422, M.notUtf8));
    }
  }
}

/** A parse error as a sentence with its row, never a 500. */
function readError(err: unknown, row: number): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof CsvError) {
    const why =
      err.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quote (") is opened and never closed.'
        : err.code === 'CSV_MAX_RECORD_SIZE'
          ? 'a row is far too long.'
          : 'a quote (") sits in the middle of a cell; put the whole cell in quotes and double the quotes inside it.';
    return new AppError(422, M.unreadable(row, why));
  }
  return err;
}

export interface ImportRecord {
  /** The row number a spreadsheet shows (the header is row 1). */
  row: number;
  cells: ImportCells;
}

/**
 * The file's header, then its rows one at a time: `onHeader` sees the columns before any row (and
 * may refuse the file); rows whose cells are all empty are skipped (Excel leaves them at the end).
 */
export async function* readImportFile(filePath: string, onHeader: (header: ImportHeader) => void): AsyncGenerator<ImportRecord> {
  const parser = parse({
    relax_column_count: true,
    // A quote inside a cell that does not start with one is text: Cable "RG59", and ="0012" (kept as text by Excel users).
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: 64 * 1024,
  });
  const source = createReadStream(filePath).pipe(new Utf8Text());
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);
  let header: ImportHeader | null = null;
  let row = 0;
  let rows = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      if (header === null) {
        header = importHeaderOf(record);
        onHeader(header);
        continue;
      }
      const cells: ImportCells = {};
      let filled = false;
      header.fields.forEach((field, i) => {
        if (field === null) return;
        const value = record[i] ?? '';
        cells[field] = value;
        if (value.trim() !== '') filled = true;
      });
      if (!filled) continue;
      rows += 1;
      if (rows > IMPORT_MAX_ROWS) throw new AppError(422, M.tooManyRows);
      yield { row, cells };
    }
  } catch (err) {
    throw readError(err, row + 1);
  } finally {
    source.destroy();
  }
  if (header === null) throw new AppError(422, M.empty);
  if (rows === 0) throw new AppError(422, M.noRows);
}
