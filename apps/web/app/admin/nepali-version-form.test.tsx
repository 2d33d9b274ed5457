import type { ApiTransport } from '@suraksha/contracts/transport';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { NepaliVersionForm } from './nepali-version-form.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const STAFF = { id: 2, name: 'Mina Manager', email: 'mina@example.com', role: 'manager' as const, permissions: ['catalogue.write'] };

function renderForm(entity: 'products' | 'categories', saved: object, canEdit = true) {
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.method === 'GET') return { status: 200, body: { result: 'success', ne: saved } };
    if (request.path.endsWith('/3') && (request.body as { title?: string }).title === 'क'.repeat(3)) {
      return { status: 400, body: { result: 'error', message: { title: 'At most 120 characters.' } } };
    }
    return { status: 200, body: { result: 'success', ne: request.body, message: 'The Nepali version is saved.' } };
  });
  const api = adminApiVia(transport);
  render(
    <StaffSessionProvider value={{ staff: STAFF, api, can: () => true }}>
      <NepaliVersionForm entity={entity} id={entity === 'products' ? 7 : 3} canEdit={canEdit} />
    </StaffSessionProvider>,
  );
  return { posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

describe('the Nepali version form (decision 0127)', () => {
  it("shows a product's saved Nepali texts and sends what staff type, each field by name", async () => {
    const { posts } = renderForm('products', { title: 'हिकभिजन डोम' });
    const form = await screen.findByRole('form', { name: 'Nepali version' });
    const name = within(form).getByLabelText(/Nepali name/) as HTMLInputElement;
    expect(name.value).toBe('हिकभिजन डोम');
    expect(name.lang).toBe('ne');
    fireEvent.change(within(form).getByLabelText(/Nepali summary/), { target: { value: 'घर र पसलका लागि' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the Nepali version' })));
    expect(posts()).toEqual([
      expect.objectContaining({
        path: '/admin/nepali/products/7',
        body: { title: 'हिकभिजन डोम', summary: 'घर र पसलका लागि', description: '' },
      }),
    ]);
  });

  it("offers a category its name only, and shows the server's refusal under the field", async () => {
    renderForm('categories', {});
    const form = await screen.findByRole('form', { name: 'Nepali version' });
    expect(within(form).queryByLabelText(/Nepali summary/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Nepali name/), { target: { value: 'क'.repeat(3) } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the Nepali version' })));
    expect(await within(form).findByText('At most 120 characters.')).toBeTruthy();
  });

  it('is read-only without the right to edit', async () => {
    renderForm('products', { title: 'हिकभिजन डोम' }, false);
    const form = await screen.findByRole('form', { name: 'Nepali version' });
    expect((within(form).getByLabelText(/Nepali name/) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save the Nepali version' })).toBeNull();
  });
});
