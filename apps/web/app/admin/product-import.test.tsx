import type { ProductImport, ProductImportRow } from '@suraksha/contracts/admin/product-import';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { ROLE_PERMISSIONS } from '@suraksha/domain/permissions';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import AdminProductImport from './product-import.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const PREVIEW: ProductImport = {
  id: 7,
  status: 'preview',
  fileName: 'supplier.csv',
  bytes: 900,
  rows: 3,
  unknownColumns: ['Colour'],
  ignoredColumns: [],
  preview: { create: 1, change: 1, unchanged: 0, refused: 1 },
  processed: 0,
  result: { created: 0, changed: 0, unchanged: 0, refused: 0 },
  canConfirm: true,
  lastError: null,
  createdAt: '2026-11-26T07:00:00.000Z',
  finishedAt: null,
};
const ROWS: ProductImportRow[] = [
  {
    row: 2,
    sku: 'NEW-1',
    title: 'Door sensor',
    kind: 'create',
    changes: [{ field: 'price', before: null, after: '1250.00' }],
    problems: [],
    outcome: null,
  },
  {
    row: 3,
    sku: 'OLD-1',
    title: 'Bullet camera',
    kind: 'change',
    changes: [{ field: 'price', before: '8500.00', after: '9100.00' }],
    problems: [],
    outcome: null,
  },
  {
    row: 4,
    sku: 'BAD-1',
    title: 'Nobody camera',
    kind: 'refused',
    changes: [],
    problems: ['brand: there is no brand "Nobody" (by name or slug).'],
    outcome: null,
  },
];

type Answer = { status: number; body: unknown };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderImport(url: string, answers: Record<string, (request: ApiRequest) => Answer>) {
  const staff: StaffMember = {
    id: 9,
    name: 'Manager',
    email: 'm@example.com',
    role: 'manager',
    permissions: [...ROLE_PERMISSIONS.manager],
  };
  const transport = vi.fn<ApiTransport>(async (request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    const answer = answers[key];
    return answer ? answer(request) : { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
  });
  render(
    <MemoryRouter initialEntries={[url]}>
      <StaffSessionProvider value={{ staff, api: adminApiVia(transport), can: (p) => staff.permissions.includes(p) }}>
        <Routes>
          <Route path="/admin/products/import" element={<AdminProductImport />} />
        </Routes>
        <Where />
      </StaffSessionProvider>
    </MemoryRouter>,
  );
  return transport;
}

const rowsAnswer = (request: ApiRequest): Answer => {
  const kind = new URLSearchParams(request.path.split('?')[1]).get('kind');
  const rows = kind ? ROWS.filter((r) => r.kind === kind) : ROWS;
  return { status: 200, body: { result: 'success', rows, page: 1, pages: 1, total: rows.length } };
};

afterEach(() => vi.restoreAllMocks());

describe('/admin/products/import', () => {
  it('is in the menu for catalogue.write', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/products/import')).toEqual({
      to: '/admin/products/import',
      label: 'Import products',
      permission: 'catalogue.write',
    });
  });

  it('uploads the chosen file as multipart and shows its import', async () => {
    const transport = renderImport('/admin/products/import', {
      'POST /admin/product-imports': () => ({ status: 200, body: { result: 'success', message: '3 rows read.', import: PREVIEW } }),
      'GET /admin/product-imports/7': () => ({ status: 200, body: { result: 'success', import: PREVIEW } }),
      'GET /admin/product-imports/7/rows': rowsAnswer,
    });
    const file = new File(['sku,title\r\nNEW-1,Door sensor\r\n'], 'supplier.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText(/Drop a CSV file here/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and preview' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/products/import?import=7'));
    const sent = transport.mock.calls.map(([r]) => r).find((r) => r.method === 'POST');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(((sent as ApiRequest).body as FormData).get('file')).toMatchObject({ name: 'supplier.csv' });
    expect(await screen.findByText('Preview of supplier.csv: 3 rows')).toBeTruthy();
  });

  it('shows the preview: counts, unknown columns, changes before → after, refusals with why, and filters by kind', async () => {
    renderImport('/admin/products/import?import=7', {
      'GET /admin/product-imports/7': () => ({ status: 200, body: { result: 'success', import: PREVIEW } }),
      'GET /admin/product-imports/7/rows': rowsAnswer,
    });
    expect(await screen.findByText(/Columns the import does not know, left out: Colour/)).toBeTruthy();
    const changed = (await screen.findByText('OLD-1')).closest('tr') as HTMLElement;
    expect(within(changed).getByText('8500.00').tagName).toBe('DEL');
    expect(within(changed).getByText('9100.00').tagName).toBe('INS');
    const refused = screen.getByText('BAD-1').closest('tr') as HTMLElement;
    expect(within(refused).getByText('brand: there is no brand "Nobody" (by name or slug).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refused 1' }));
    await waitFor(() => expect(screen.queryByText('OLD-1')).toBeNull());
    expect(screen.getByText('BAD-1')).toBeTruthy();
  });

  it('confirms, then shows a progress bar that follows the server until the import is done', async () => {
    const running = { ...PREVIEW, status: 'running' as const, canConfirm: false };
    const progress = [
      { ...running, processed: 2 },
      {
        ...running,
        status: 'done' as const,
        processed: 3,
        result: { created: 1, changed: 1, unchanged: 0, refused: 1 },
        finishedAt: '2026-11-26T07:01:00.000Z',
      },
    ];
    let polls = 0;
    const transport = renderImport('/admin/products/import?import=7', {
      'GET /admin/product-imports/7': () => {
        // The first answer is the page's own load; then the bar's polls.
        const body = polls === 0 ? PREVIEW : (progress[Math.min(polls - 1, progress.length - 1)] as ProductImport);
        polls += 1;
        return { status: 200, body: { result: 'success', import: body } };
      },
      'GET /admin/product-imports/7/rows': rowsAnswer,
      'POST /admin/product-imports/7/confirm': () => ({ status: 200, body: { result: 'success', message: 'Started.', import: running } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the import' }));
    const bar = await screen.findByRole('progressbar', { name: 'Rows imported' });
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('2'), { timeout: 3000 });
    await waitFor(() => expect(screen.getByText('Import finished')).toBeTruthy(), { timeout: 3000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(screen.getByText(/3 of 3 rows: 1 new, 1 changed, 0 unchanged, 1 refused/)).toBeTruthy();
    expect(transport.mock.calls.filter(([r]) => r.method === 'POST')).toHaveLength(1);
  });

  it('offers no Confirm when every row is unchanged or refused (the same file again)', async () => {
    const nothing = { ...PREVIEW, preview: { create: 0, change: 0, unchanged: 2, refused: 1 } };
    renderImport('/admin/products/import?import=7', {
      'GET /admin/product-imports/7': () => ({ status: 200, body: { result: 'success', import: nothing } }),
      'GET /admin/product-imports/7/rows': rowsAnswer,
    });
    expect(await screen.findByText('Nothing to import: every row is unchanged or refused.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm the import' })).toBeNull();
  });
});
