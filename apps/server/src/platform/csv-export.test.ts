import { describe, expect, it } from 'vitest';
import { type CsvSource, csvCell, csvFileName, csvStream } from './csv-export.ts';

// The one CSV export helper (issue #16): BOM, header, formula guard, and reading batch by batch
// only as fast as the client takes the file. The routes' own tests are in csv-exports.test.ts.

/** A source of `total` numbered rows (`padding` letters wide) that records every batch asked of it. */
function countingSource(total: number, padding = 0) {
  const asked: (number | undefined)[] = [];
  const source: CsvSource<{ id: number }, number> = {
    batch: async (after, limit) => {
      asked.push(after);
      const start = (after ?? 0) + 1;
      return Array.from({ length: Math.max(0, Math.min(limit, total - start + 1)) }, (_, i) => ({ id: start + i }));
    },
    keyOf: (row) => row.id,
    lines: (row) => [[row.id, `row ${row.id}${'.'.repeat(padding)}`]],
  };
  return { source, asked };
}

describe('csvCell', () => {
  it('prefixes a cell that starts like a formula with a quote, and leaves the rest as they are', () => {
    for (const formula of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx']) expect(csvCell(formula)).toBe(`'${formula}`);
    expect(csvCell('सीता शर्मा')).toBe('सीता शर्मा');
    expect(csvCell(1234)).toBe('1234');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ status: 'Confirm' })).toBe('{"status":"Confirm"}');
  });
});

describe('csvFileName', () => {
  it('dates the file by the day in Nepal', () => {
    expect(csvFileName('suraksha-orders', new Date('2026-02-14T18:30:00Z'))).toBe('suraksha-orders-2026-02-15.csv');
  });
});

describe('csvStream', () => {
  it('writes a BOM, the header and every row, reading the source batch after batch by the last key', async () => {
    const { source, asked } = countingSource(5);
    let body = '';
    for await (const chunk of csvStream({ name: 'x', columns: ['id', 'name'], source }, 2)) body += String(chunk);
    expect(body).toBe('\uFEFFid,name\n1,row 1\n2,row 2\n3,row 3\n4,row 4\n5,row 5\n');
    expect(asked).toEqual([undefined, 2, 4]);
  });

  it('reads the next batches only as the file is taken: the first chunk arrives before most of the source is read', async () => {
    // Rows of about 300 bytes, as an order line is: 1,000 batches of 10 make a 3 MB file.
    const { source, asked } = countingSource(10_000, 300);
    const stream = csvStream({ name: 'x', columns: ['id', 'name'], source }, 10);
    const chunks = stream[Symbol.asyncIterator]();
    const first = await chunks.next();
    expect(String(first.value).startsWith('\uFEFFid,name\n1,row 1.')).toBe(true);
    // The streams' buffers (16 rows waiting at each step, 16 kB of text) hold a few dozen rows, never the whole file.
    expect(asked.length).toBeLessThan(50);
    let rest = 0;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) rest += 1;
    expect(rest).toBeGreaterThan(1);
    expect(asked).toHaveLength(1001);
  });

  it('stops reading batches when the client leaves midway', async () => {
    const { source, asked } = countingSource(10_000, 300);
    const stream = csvStream({ name: 'x', columns: ['id', 'name'], source }, 10);
    await stream[Symbol.asyncIterator]().next();
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const readWhenLeft = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.length).toBe(readWhenLeft);
    expect(readWhenLeft).toBeLessThan(50);
  });

  it('ends the file with an error when a batch fails midway, never as if complete', async () => {
    const { source } = countingSource(100);
    const failing: CsvSource<{ id: number }, number> = {
      ...source,
      batch: (after, limit) => ((after ?? 0) >= 20 ? Promise.reject(new Error('connection lost')) : source.batch(after, limit)),
    };
    const read = async () => {
      for await (const _ of csvStream({ name: 'x', columns: ['id', 'name'], source: failing }, 10));
    };
    await expect(read()).rejects.toThrow('connection lost');
  });
});
