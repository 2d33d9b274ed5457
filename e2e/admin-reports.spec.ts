import { type Page, expect, test } from '@playwright/test';
import { E2E_REPORTS_MANAGER } from './support/shopper.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #17 (reports): a manager opens the reports from the menu, chooses a range by month, reads
 * the sales chart's table and downloads it as CSV; the file holds the same figures. The range ends
 * before today, so orders other journeys place never change it: it holds the demo shop's orders
 * (seed/demo-orders.ts: one placed in September, five in October of which one is cancelled).
 * Signs in a manager of its own (E2E_REPORTS_MANAGER): a TOTP code serves once per 30 s.
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_REPORTS_MANAGER, { landsOn: /\/admin$/ });

test("a manager reads the sales chart's table by month and downloads it as CSV", async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible(loaded);
  await expect(page.getByRole('table', { name: 'Sales table' })).toBeVisible(loaded);

  const range = page.getByRole('form', { name: 'Choose the range' });
  await range.getByLabel('From', { exact: true }).fill('2026-09-01');
  await range.getByLabel('To', { exact: true }).fill('2026-10-31');
  // Each end of the range shows its day in Bikram Sambat under it: 1 Sep 2026 is 16 Bhadra 2083, 31 Oct is 14 Kartik.
  const inBs = async (end: string) => {
    const group = range.getByRole('group', { name: `${end} in Bikram Sambat (BS)` });
    return await Promise.all(['Day (BS)', 'Month (BS)', 'Year (BS)'].map((name) => group.getByLabel(name).inputValue()));
  };
  expect([await inBs('From'), await inBs('To')]).toEqual([
    ['16', '5', '2083'],
    ['14', '7', '2083'],
  ]);
  await range.getByLabel('Group by').selectOption('month');
  await range.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?from=2026-09-01&to=2026-10-31&by=month$/, loaded);

  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByRole('img', { name: 'Sales chart' }).locator('canvas')).toBeVisible(loaded);
  const table = sales.getByRole('table', { name: 'Sales table' });
  await expect(table.getByRole('rowheader')).toHaveText(['2026-09', '2026-10', 'Total'], loaded);
  const rowOf = async (label: string) => await table.getByRole('row').filter({ hasText: label }).getByRole('cell').allTextContents();
  const [september, october, total] = [await rowOf('2026-09'), await rowOf('2026-10'), await rowOf('Total')];
  // The cancelled October order is not a sale: 1 + 4 orders.
  expect([september[0], october[0], total[0]]).toEqual(['1', '4', '5']);
  const rupees = (cell: string | undefined) => Number((cell ?? '').replace(/[^\d.]/g, ''));
  expect(rupees(total[1])).toBeCloseTo(rupees(september[1]) + rupees(october[1]), 2);

  const download = page.waitForEvent('download');
  await sales.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^suraksha-report-sales-2026-09-01-to-2026-10-31-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]).toString('utf8');
  const lines = csv.trimEnd().split('\n');
  expect(lines[0]).toBe('\uFEFFPeriod,Orders,Revenue (Rs),Average order value (Rs)');
  const figure = (cell: string | undefined) => rupees(cell).toFixed(2);
  expect(lines.slice(1)).toEqual(
    [
      ['2026-09', september],
      ['2026-10', october],
      ['Total', total],
    ].map(([label, cells]) => [label, (cells as string[])[0], figure((cells as string[])[1]), figure((cells as string[])[2])].join(',')),
  );
});
