import type { ProductImport, ProductImportRow } from '@suraksha/contracts/admin/product-import';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipartPayload } from './multipart-payload.ts';
import { apiHeaders } from './test-app.ts';

/** Driving the products CSV import over HTTP in tests: upload, read every row, confirm and wait. */

/** A CSV from lines (CRLF, as Excel writes), with a byte-order mark unless `bom: false`. */
export function csvFile(lines: readonly string[], opts: { bom?: boolean; eol?: string } = {}): Buffer {
  const text = lines.join(opts.eol ?? '\r\n') + (opts.eol ?? '\r\n');
  return Buffer.concat([opts.bom === false ? Buffer.alloc(0) : Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

export function uploadCsv(app: FastifyInstance, headers: Record<string, string>, data: Buffer, filename = 'products.csv') {
  const { payload, headers: form } = multipartPayload([{ name: 'file', filename, contentType: 'text/csv', data }]);
  return app.inject({ method: 'POST', url: '/api/admin/product-imports', headers: { ...apiHeaders, ...headers, ...form }, payload });
}

/** Uploads a file that must be accepted; answers the import. */
export async function previewOf(app: FastifyInstance, headers: Record<string, string>, data: Buffer): Promise<ProductImport> {
  const res = await uploadCsv(app, headers, data);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().import as ProductImport;
}

/** Every row of an import (all pages), of one kind or all. */
export async function importRows(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  kind?: string,
): Promise<ProductImportRow[]> {
  const rows: ProductImportRow[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ page: String(page), ...(kind ? { kind } : {}) });
    const res = await app.inject({ url: `/api/admin/product-imports/${id}/rows?${query}`, headers: { ...apiHeaders, ...headers } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { rows: ProductImportRow[]; pages: number };
    rows.push(...body.rows);
    if (page >= body.pages) return rows;
  }
}

export async function importStatus(app: FastifyInstance, headers: Record<string, string>, id: number): Promise<ProductImport> {
  const res = await app.inject({ url: `/api/admin/product-imports/${id}`, headers: { ...apiHeaders, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().import as ProductImport;
}

/** Confirms an import and waits for the background runner to finish it. */
export async function confirmAndWait(app: FastifyInstance, headers: Record<string, string>, id: number): Promise<ProductImport> {
  const res = await app.inject({ method: 'POST', url: `/api/admin/product-imports/${id}/confirm`, headers: { ...apiHeaders, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return waitUntilDone(app, headers, id);
}

export async function waitUntilDone(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  timeoutMs = 60_000,
): Promise<ProductImport> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await importStatus(app, headers, id);
    if (status.status === 'done' || status.status === 'failed') return status;
    if (Date.now() > until) throw new Error(`import ${id} still ${status.status} after ${timeoutMs} ms (${status.processed} rows)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
