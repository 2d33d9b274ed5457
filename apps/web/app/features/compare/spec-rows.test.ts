import { describe, expect, it } from 'vitest';
import { mergeSpecRows } from './spec-rows.ts';

describe('mergeSpecRows', () => {
  it('puts every specification any product states in one row, in the order first seen, with gaps where one is missing', () => {
    const rows = mergeSpecRows([
      {
        specs: [
          { name: 'Resolution', value: '4MP' },
          { name: 'Lens', value: '2.8 mm' },
        ],
      },
      {
        specs: [
          { name: 'IR range', value: '30 m' },
          { name: 'resolution ', value: '2MP' },
        ],
      },
      { specs: [] },
    ]);
    expect(rows).toEqual([
      { name: 'Resolution', values: ['4MP', '2MP', null] },
      { name: 'Lens', values: ['2.8 mm', null, null] },
      { name: 'IR range', values: [null, '30 m', null] },
    ]);
  });
});
