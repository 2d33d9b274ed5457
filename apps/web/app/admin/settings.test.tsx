import type { AuditEntry } from '@suraksha/contracts/admin/audit';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { SellerInformation } from '@suraksha/contracts/seller-information';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import AdminSettings from './settings.tsx';
import { StaffSessionProvider } from './staff-session.tsx';
import { aSeller } from '../test-support/seller-information.ts';

const OWNER: StaffMember = { id: 1, name: 'Suraksha Owner', email: 'admin@example.com', role: 'owner', permissions: ['settings.manage'] };

const SELLER: SellerInformation = aSeller({ business_name: 'Suraksha Pvt. Ltd.', pan_vat_number: '609871234' });

const CHANGE: AuditEntry = {
  id: 7,
  at: '2026-11-20T04:15:00.000Z',
  actor: { id: 1, name: 'Suraksha Owner', role: 'owner' },
  action: 'setting.change',
  entity: 'setting',
  entity_id: 'seller_information',
  before: { ...SELLER, business_name: 'Old Name Pvt. Ltd.' },
  after: SELLER,
  ip: null,
  user_agent: null,
  request_id: null,
};

type Answer = { status: number; body: unknown };

function renderSettings(save: (request: ApiRequest) => Answer) {
  const transport = vi.fn<ApiTransport>(async (request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    if (key === 'GET /admin/settings/seller-information') return { status: 200, body: { result: 'success', seller: SELLER } };
    if (key === 'POST /admin/settings/seller-information') return save(request);
    if (key === 'GET /admin/audit') {
      return {
        status: 200,
        body: {
          result: 'success',
          entries: [CHANGE],
          pagination: { total: 1, page: 1, per_page: 50, pages: 1 },
          choices: { staff: [], entities: [], actions: [] },
        },
      };
    }
    return { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
  });
  render(
    <MemoryRouter>
      <StaffSessionProvider value={{ staff: OWNER, api: adminApiVia(transport), can: (p) => OWNER.permissions.includes(p) }}>
        <AdminSettings />
      </StaffSessionProvider>
    </MemoryRouter>,
  );
  return transport;
}

describe('/admin/settings', () => {
  it('is the owner’s menu item (settings.manage)', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/settings')).toEqual({
      to: '/admin/settings',
      label: 'Settings',
      permission: 'settings.manage',
    });
  });

  it('shows every field of the seller information and the record of its changes from the audit log', async () => {
    const transport = renderSettings(() => ({ status: 200, body: { result: 'success', seller: SELLER } }));
    expect(await screen.findByLabelText('Business name (as registered)')).toHaveProperty('value', 'Suraksha Pvt. Ltd.');
    expect(screen.getByLabelText("Grievance officer's phone")).toHaveProperty('value', '985-1012345');
    expect(screen.getByLabelText('Catalogue prices include 13% VAT')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Catalogue prices include 13% VAT').getAttribute('aria-describedby')).toBe(
      'seller-prices_include_vat-hint',
    );
    expect(document.getElementById('seller-prices_include_vat-hint')?.textContent).toContain('add 13% VAT on top');
    const changes = await screen.findByRole('table', { name: 'Record of changes' });
    expect(within(changes).getByText('Suraksha Owner')).toBeTruthy();
    expect(within(changes).getByText('Old Name Pvt. Ltd.')).toBeTruthy();
    expect(transport.mock.calls.map(([r]) => r.path)).toContain('/admin/audit?entity=setting&entity_id=seller_information');
  });

  it('sends the form and shows the server’s messages under the fields it refused', async () => {
    const transport = renderSettings(() => ({
      status: 400,
      body: {
        result: 'error',
        errorMessage: 'Check the form.',
        message: { pan_vat_number: 'The PAN/VAT number is the 9 digits Inland Revenue issued.' },
      },
    }));
    const pan = await screen.findByLabelText('PAN/VAT number');
    fireEvent.change(pan, { target: { value: '12345' } });
    fireEvent.click(screen.getByLabelText('Catalogue prices include 13% VAT'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the seller information' }));
    await waitFor(() => expect(pan.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The PAN/VAT number is the 9 digits Inland Revenue issued.').length).toBeGreaterThan(0);
    const sent = transport.mock.calls.map(([r]) => r).find((r) => r.method === 'POST');
    expect(sent?.body).toMatchObject({
      pan_vat_number: '12345',
      prices_include_vat: false,
      business_name: 'Suraksha Pvt. Ltd.',
      grievance_officer_phone: '985-1012345',
    });
  });
});
