import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { salesWalletLimitPaisa, setSalesWalletLimitPaisa } from './repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the sales wallet limit setting', () => {
  it('is Rs 5,000 until the owner sets it, then what the owner set', async () => {
    const { db } = t.database;
    expect(await salesWalletLimitPaisa(db)).toBe(5_000_00);
    await setSalesWalletLimitPaisa(db, 12_000_00, 1);
    expect(await salesWalletLimitPaisa(db)).toBe(12_000_00);
    await setSalesWalletLimitPaisa(db, 0, 1);
    expect(await salesWalletLimitPaisa(db)).toBe(0);
    await expect(setSalesWalletLimitPaisa(db, -1, 1)).rejects.toThrow(RangeError);
    await expect(setSalesWalletLimitPaisa(db, 1.5, 1)).rejects.toThrow(RangeError);
  });
});
