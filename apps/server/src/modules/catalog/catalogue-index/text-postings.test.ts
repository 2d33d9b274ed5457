import { describe, expect, it } from 'vitest';
import { codeOf, type PostingRanges, type ProductText, slotOf, TextPostings } from './text-postings.ts';

// The postings are laid out from the database's lexeme counts and packed as slot << 2 | code (decision
// 0130). The index's answers are pinned against SQL in index-agrees-with-sql.test.ts; this pins the layout.

const text = (a: string[], b: string[], c: string[], all: string[]): ProductText => ({ byWeight: [all, c, b, a] });

/** Three products: the lexemes of each weight, and every lexeme again in the first list (as stored). */
const PRODUCTS = [
  text(['dome', 'camera'], ['hikvision'], [], ['dome', 'camera', 'hikvision', 'night']),
  text(['recorder'], ['dahua'], ['camera'], ['recorder', 'dahua', 'camera']),
  text(['camera', 'cable'], [], [], ['camera', 'cable', 'night']),
];
const COUNTS = { cable: 1, camera: 3, dahua: 1, dome: 1, hikvision: 1, night: 2, recorder: 1 };

function build(counts: Record<string, number>) {
  const builder = TextPostings.builder({ lexemes: Object.keys(counts), counts: Int32Array.from(Object.values(counts)) });
  for (const product of PRODUCTS) builder.add(product);
  return builder.done();
}

const decoded = ({ postings, ranges }: PostingRanges) =>
  ranges.flatMap((_, r) => (r % 2 === 0 ? [...postings.subarray(ranges[r], ranges[r + 1])].map((p) => [slotOf(p), codeOf(p)]) : []));

describe('the text postings', () => {
  it('hold each product once per lexeme, in slot order, at the best weight it has there', () => {
    const postings = build(COUNTS);
    // camera: title of 0 (A = 3), specifications of 1 (C = 1), title of 2.
    expect(decoded(postings.postingsOf('camera', false))).toEqual([
      [0, 3],
      [1, 1],
      [2, 3],
    ]);
    expect(decoded(postings.postingsOf('night', false))).toEqual([
      [0, 0],
      [2, 0],
    ]);
    // A prefix reaches every lexeme that starts with it: cable, then camera.
    expect(decoded(postings.postingsOf('ca', true))).toEqual([
      [2, 3],
      [0, 3],
      [1, 1],
      [2, 3],
    ]);
    expect(postings.postingsOf('zoom', false).ranges).toEqual([]);
  });

  it('refuses counts that do not match the products, rather than answering from a wrong layout', () => {
    expect(() => build({ ...COUNTS, night: 1 })).toThrow('more products hold "night" than the lexeme counts said');
    expect(() => build({ ...COUNTS, night: 3 })).toThrow('the lexeme counts promised postings the products did not hold');
    const { dome: _, ...withoutDome } = COUNTS;
    expect(() => build(withoutDome)).toThrow('the lexeme counts do not hold "dome" (slot 0)');
  });

  it('keep slots beyond 2^29 and their weight apart in one 32-bit number', () => {
    const packed = new Uint32Array([((2 ** 30 - 1) << 2) | 2]);
    expect(slotOf(packed[0] as number)).toBe(2 ** 30 - 1);
    expect(codeOf(packed[0] as number)).toBe(2);
  });
});
