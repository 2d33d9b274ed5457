import type { ReportResponse } from '@suraksha/contracts/admin/reports';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { type StaffRole, permissionsOf } from '@suraksha/domain/permissions';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_NAV } from './admin-nav.ts';
import { adminApiVia } from './admin-api.ts';
import AdminReports, { ReportTable } from './reports.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

// uPlot draws on a canvas, which jsdom lacks: a stand-in records what each chart was given.
const charts = vi.hoisted(() => [] as { options: { series: { label?: string }[] }; data: number[][] }[]);
vi.mock('uplot', () => {
  class FakeUPlot {
    static paths = { bars: () => () => null };
    constructor(options: { series: { label?: string }[] }, data: number[][]) {
      charts.push({ options, data });
    }
    destroy() {}
  }
  return { default: FakeUPlot };
});

const sales: ReportResponse = {
  result: 'success',
  name: 'sales',
  title: 'Sales',
  from: '2025-07-16',
  to: '2025-07-17',
  by: 'fiscal_year',
  row_label: 'Period',
  columns: [
    { key: 'orders', label: 'Orders', kind: 'count' },
    { key: 'revenue', label: 'Revenue', kind: 'money' },
    { key: 'average', label: 'Average order value', kind: 'money' },
  ],
  rows: [
    { key: '2024-07-16', label: 'FY 2081/82', values: { orders: 1, revenue: 1000, average: 1000 } },
    { key: '2025-07-17', label: 'FY 2082/83', values: { orders: 2, revenue: 123456.5, average: 61728.25 } },
  ],
  totals: { orders: 3, revenue: 124456.5, average: 41485.5 },
};

function renderAt(role: StaffRole, path: string) {
  const staff: StaffMember = { id: 3, name: `A ${role}`, email: `${role}@example.com`, role, permissions: permissionsOf(role) };
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.path.startsWith('/admin/reports/sales?')) return { status: 200, body: sales };
    const name = request.path.slice('/admin/reports/'.length).split('?')[0] ?? '';
    return { status: 200, body: { ...sales, name, title: name, rows: [], totals: {} } };
  });
  const api = adminApiVia(transport);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/reports',
        element: (
          <StaffSessionProvider value={{ staff, api, can: (p) => staff.permissions.includes(p) }}>
            <AdminReports />
          </StaffSessionProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { transport };
}

describe('/admin/reports', () => {
  it('asks every report for the URL’s range, and shows the sales chart, its table and its CSV download', async () => {
    const { transport } = renderAt('manager', '/admin/reports?from=2025-07-16&to=2025-07-17&by=fiscal_year');
    const table = await screen.findByRole('table', { name: 'Sales table' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .getAllByRole(r.parentElement?.tagName === 'THEAD' ? 'columnheader' : 'cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Period', 'Orders', 'Revenue', 'Average order value'],
      ['1', 'Rs\u00a01,000.00', 'Rs\u00a01,000.00'],
      ['2', 'Rs\u00a01,23,456.50', 'Rs\u00a061,728.25'],
      ['3', 'Rs\u00a01,24,456.50', 'Rs\u00a041,485.50'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['FY 2081/82', 'FY 2082/83', 'Total']);
    const paths = transport.mock.calls.map(([r]) => r.path);
    expect(paths).toContain('/admin/reports/sales?from=2025-07-16&to=2025-07-17&by=fiscal_year');
    expect(paths).toContain('/admin/reports/top-products?from=2025-07-16&to=2025-07-17&by=fiscal_year');
    const section = screen.getByRole('region', { name: 'Sales' });
    expect(within(section).getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Sales chart' })).toBeTruthy();
    await waitFor(() => expect(charts.some((c) => c.options.series[1]?.label === 'Orders' && c.data[1]?.join() === '1,2')).toBe(true));
    const revenue = charts.find((c) => c.options.series[2]?.label === 'Revenue');
    expect(revenue?.data[2]).toEqual([1000, 123456.5]);
  });

  it('names each day of a table by day in BS too', async () => {
    render(
      <ReportTable
        report={{
          ...sales,
          by: 'day',
          rows: [{ key: '2026-11-26', label: '2026-11-26', values: { orders: 1, revenue: 1000, average: 1000 } }],
        }}
      />,
    );
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['2026-11-26 · 10 Mangsir 2083 BS', 'Total']);
  });

  it('takes the range in Bikram Sambat too: a BS day chosen under From is the AD day the reports are asked for', async () => {
    const { transport } = renderAt('manager', '/admin/reports?from=2025-07-16&to=2025-08-20');
    await screen.findByRole('table', { name: 'Sales table' });
    const from = screen.getByRole('group', { name: 'From in Bikram Sambat (BS)' });
    expect(['Day (BS)', 'Month (BS)', 'Year (BS)'].map((name) => (within(from).getByLabelText(name) as HTMLSelectElement).value)).toEqual([
      '32',
      '3',
      '2082',
    ]);
    fireEvent.change(within(from).getByLabelText('Month (BS)'), { target: { value: '4' } });
    fireEvent.change(within(from).getByLabelText('Day (BS)'), { target: { value: '1' } });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2025-07-17');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(transport.mock.calls.map(([r]) => r.path).filter((p) => p.startsWith('/admin/reports/sales'))).toEqual([
        '/admin/reports/sales?from=2025-07-16&to=2025-08-20',
        '/admin/reports/sales?from=2025-07-17&to=2025-08-20',
      ]),
    );
  });

  it('falls back to the last 30 days when the URL has no dates', async () => {
    const { transport } = renderAt('owner', '/admin/reports?from=yesterday');
    await screen.findByRole('table', { name: 'Sales table' });
    const path = transport.mock.calls.map(([r]) => r.path).find((p) => p.startsWith('/admin/reports/sales?')) ?? '';
    const query = new URLSearchParams(path.split('?')[1]);
    const days = (Date.parse(query.get('to') ?? '') - Date.parse(query.get('from') ?? '')) / 86_400_000;
    expect(days).toBe(29);
  });

  it('is in the menu for the roles with reports.read only', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/reports')).toEqual({
      to: '/admin/reports',
      label: 'Reports',
      permission: 'reports.read',
    });
    expect(permissionsOf('sales')).not.toContain('reports.read');
  });
});
