import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_MESSAGES as M } from './product-import.ts';
import { cellText, offerPriceProblem, readImportCells, rupeesCellToPaisa, yesNoCell } from './product-import-cells.ts';

describe('the import cell rules', () => {
  it('reads rupees as a spreadsheet writes them, to the paisa, and nothing else', () => {
    expect(rupeesCellToPaisa('1250')).toBe(125000);
    expect(rupeesCellToPaisa('1250.5')).toBe(125050);
    expect(rupeesCellToPaisa('1,250.50')).toBe(125050);
    expect(rupeesCellToPaisa('1,23,456.78')).toBe(12345678);
    expect(rupeesCellToPaisa('Rs 1,250')).toBe(125000);
    expect(rupeesCellToPaisa('0')).toBe(0);
    for (const bad of ['', '-5', '1.234', '1,,000', '1,.5', 'abc', '12 500', '1e3', '.5', '1.'])
      expect(rupeesCellToPaisa(bad), bad).toBeNull();
  });

  it('round-trips every amount the export writes (paisa as "123.45")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_00_00_000_00 }), (paisa) => {
        const figure = `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
        expect(rupeesCellToPaisa(figure)).toBe(paisa);
      }),
    );
  });

  it('unwraps Excel\'s ="0012" and the export\'s formula guard, and trims', () => {
    expect(cellText(' ="0012" ')).toBe('0012');
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellText("'-5 dBm")).toBe('-5 dBm');
    expect(cellText("O'Brien")).toBe("O'Brien");
  });

  it('reads yes/no in the forms spreadsheets use', () => {
    expect(['yes', 'Y', 'TRUE', '1'].map(yesNoCell)).toEqual([true, true, true, true]);
    expect(['no', 'n', 'False', '0'].map(yesNoCell)).toEqual([false, false, false, false]);
    expect(yesNoCell('maybe')).toBeNull();
  });

  it('keeps an empty cell as "leave it" except the offer price, where empty means none', () => {
    expect(readImportCells({ sku: 'A1', title: '', price: '', stock: '', offerPrice: '' })).toEqual({
      values: { sku: 'A1', offerPricePaisa: null },
      problems: [],
    });
    expect(readImportCells({ sku: 'A1' })).toEqual({ values: { sku: 'A1' }, problems: [] });
  });

  it('wants an offer price below a price, and no offer without a price', () => {
    expect(offerPriceProblem(1000, 999)).toBeNull();
    expect(offerPriceProblem(1000, null)).toBeNull();
    expect(offerPriceProblem(1000, 1000)).toBe(M.offerNotBelow);
    expect(offerPriceProblem(0, 500)).toBe(M.offerWithoutPrice);
  });
});

describe('the import keeps the editor’s product rules', () => {
  it('refuses a SKU or figure the product editor would refuse, so an imported product can be saved again', () => {
    expect(readImportCells({ sku: 'DS 2CD 1043' }).problems).toEqual([M.skuPattern]);
    expect(readImportCells({ sku: 'DS-2CD1043G2-I/IL' }).problems).toEqual([]);
    expect(readImportCells({ sku: 'X-1', price: '1,00,00,001' }).problems).toEqual([M.priceTooHigh]);
    expect(readImportCells({ sku: 'X-1', price: '1,00,00,000' }).problems).toEqual([]);
  });
});
