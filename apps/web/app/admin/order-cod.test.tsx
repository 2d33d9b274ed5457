import type { OrderDetail } from '@suraksha/contracts/admin/order-desk';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { Permission } from '@suraksha/domain/permissions';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { OrderCod } from './order-cod.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const STAFF: StaffMember = { id: 5, name: 'Eliza Editor', email: 'editor@example.com', role: 'editor', permissions: [] };

function renderCod(status: OrderDetail['status'], permissions: Permission[]) {
  const order = { order_number: 'SRK-7QK4M2XA', status, total: 8400, cod: null } as OrderDetail;
  const api = adminApiVia(vi.fn());
  render(
    <StaffSessionProvider value={{ staff: STAFF, api, can: (p) => permissions.includes(p) }}>
      <OrderCod order={order} onRecorded={() => {}} />
    </StaffSessionProvider>,
  );
}

describe('the cash on delivery of one order', () => {
  it('says when cash can be recorded while the order has not left', () => {
    renderCod('Confirm', ['orders.cod']);
    expect(screen.getByText('Cash is recorded once the order is On Way or Delivered.')).toBeTruthy();
  });

  it('tells a role that does not take cash only that none is recorded yet', () => {
    renderCod('Delivered', []);
    expect(screen.getByText('Not recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Record the cash received' })).toBeNull();
  });

  it('offers the form, starting at the total, to a role that takes cash', () => {
    renderCod('On Way', ['orders.cod']);
    expect(screen.getByRole('form', { name: 'Record the cash received' })).toBeTruthy();
    expect((screen.getByLabelText('Cash received (Rs)') as HTMLInputElement).value).toBe('8400');
  });
});
