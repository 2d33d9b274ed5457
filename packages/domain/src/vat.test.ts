import { describe, expect, it } from 'vitest';
import { addVatOnTop, splitInclusiveVat } from './vat.ts';

describe('VAT split out of a VAT-inclusive amount (13%, half-up to the paisa)', () => {
  it.each([
    // gross, taxable, VAT
    [113_00, 100_00, 13_00],
    [100_00, 88_50, 11_50], // 88.4956… → 88.50
    [1_00, 88, 12], // 0.88495… → 0.88
    [1, 1, 0], // 0.00884… → 0.01: half-up rounds 0.885 paisa up
    [0, 0, 0],
    [21_999_50, 19_468_58, 2_530_92], // 19468.584… → 19468.58
    [1_23_456_50, 1_09_253_54, 14_202_96], // 109253.539… → 109253.54
    [-500_00, -442_48, -57_52], // a discount splits like a line, negative
  ])('%i paisa → taxable %i + VAT %i', (gross, taxable, vat) => {
    const split = splitInclusiveVat(gross);
    expect(split).toEqual({ taxablePaisa: taxable, vatPaisa: vat, grossPaisa: gross });
    expect(split.taxablePaisa + split.vatPaisa).toBe(gross);
  });

  it('never meets an exact half paisa: amount × 100 / 113 cannot end in .5 (200 × amount is even, 113 × odd is odd)', () => {
    for (let gross = 0; gross < 20_000; gross++) expect((gross * 200) % 113 === 0 && ((gross * 200) / 113) % 2 === 1).toBe(false);
  });
});

describe('VAT added on top of a taxable amount', () => {
  it.each([
    [100_00, 13_00, 113_00],
    [88_50, 11_51, 100_01], // 11.505 → 11.51 (half-up)
    [10, 1, 11], // 1.3 → 1
  ])('%i paisa taxable → VAT %i, total %i', (taxable, vat, gross) => {
    expect(addVatOnTop(taxable)).toEqual({ taxablePaisa: taxable, vatPaisa: vat, grossPaisa: gross });
  });
});
