import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import { type AdminCategory, TAXONOMY_MESSAGES as M } from '@suraksha/contracts/admin/taxonomy';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { ROLE_PERMISSIONS, type StaffRole } from '@suraksha/domain/permissions';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import AdminCategories from './categories.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const category = (over: Partial<AdminCategory> & Pick<AdminCategory, 'id' | 'title'>): AdminCategory => ({
  parentId: null,
  slug: over.title.toLowerCase().replaceAll(' ', '-'),
  active: true,
  depth: 0,
  products: 4,
  activeProducts: 3,
  ...over,
});

const TREE: AdminCategory[] = [
  category({ id: 1, title: 'CCTV Cameras' }),
  category({ id: 2, title: 'IP Cameras', parentId: 1, depth: 1 }),
  category({ id: 3, title: 'Analog Cameras', parentId: 1, depth: 1 }),
  category({ id: 4, title: 'Dome Cameras', parentId: 1, depth: 1, active: false }),
  category({ id: 5, title: 'Recorders' }),
];

type Answer = { status: number; body: unknown };

function renderCategories(role: StaffRole, answers: Record<string, (request: ApiRequest) => Answer> = {}) {
  const staff: StaffMember = { id: 9, name: 'Someone', email: 'someone@example.com', role, permissions: [...ROLE_PERMISSIONS[role]] };
  const transport = vi.fn<ApiTransport>(async (request) => {
    const key = `${request.method} ${request.path}`;
    const answer = answers[key];
    if (answer) return answer(request);
    if (key === 'GET /admin/categories') return { status: 200, body: { result: 'success', categories: TREE } };
    return { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
  });
  render(
    <MemoryRouter>
      <StaffSessionProvider value={{ staff, api: adminApiVia(transport), can: (p) => staff.permissions.includes(p) }}>
        <AdminCategories />
      </StaffSessionProvider>
    </MemoryRouter>,
  );
  return { posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

/** The titles of a list's own items, in order. */
const titlesIn = (list: HTMLElement) => [...list.children].map((item) => item.querySelector('.category-tree__title')?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('/admin/categories', () => {
  it('is in the menu for catalogue.read', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/categories')).toEqual({
      to: '/admin/categories',
      label: 'Categories',
      permission: 'catalogue.read',
    });
  });

  it('shows the tree: subcategories listed under their parent, with counts and the inactive mark', async () => {
    renderCategories('editor');
    const top = await screen.findByRole('list', { name: 'Top-level categories' });
    expect(titlesIn(top)).toEqual(['CCTV Cameras', 'Recorders']);
    const under = screen.getByRole('list', { name: 'Under CCTV Cameras' });
    expect(titlesIn(under)).toEqual(['IP Cameras', 'Analog Cameras', 'Dome Cameras']);
    const dome = within(under).getByRole('button', { name: 'Drag Dome Cameras' }).closest('li') as HTMLElement;
    expect(within(dome).getByText('Inactive')).toBeTruthy();
    expect(within(dome).getByText('3 active of 4 products')).toBeTruthy();
    expect(within(dome).getByRole('button', { name: 'Activate Dome Cameras' })).toBeTruthy();
  });

  it('Move down sends the siblings’ new order to the order route and shows the server’s order', async () => {
    const success = vi.spyOn(toast, 'success');
    const reordered = [TREE[0], TREE[3], TREE[1], TREE[2], TREE[4]] as AdminCategory[];
    const { posts } = renderCategories('editor', {
      'POST /admin/categories/order': () => ({ status: 200, body: { result: 'success', message: M.orderSaved, categories: reordered } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move down IP Cameras' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.orderSaved));
    expect(posts().map((r) => [r.path, r.body])).toEqual([['/admin/categories/order', { parentId: 1, ids: [3, 2, 4] }]]);
    expect(titlesIn(screen.getByRole('list', { name: 'Under CCTV Cameras' }))).toEqual(['Dome Cameras', 'IP Cameras', 'Analog Cameras']);
  });

  it('Move up at the top level sends parentId null; the first of a list cannot move up', async () => {
    const { posts } = renderCategories('manager', {
      'POST /admin/categories/order': () => ({
        status: 200,
        body: { result: 'success', message: M.orderSaved, categories: [TREE[4], ...TREE.slice(0, 4)] },
      }),
    });
    expect(((await screen.findByRole('button', { name: 'Move up CCTV Cameras' })) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move up Recorders' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ parentId: null, ids: [5, 1] });
  });

  it('puts a refused reorder back as the server has it and says why', async () => {
    const error = vi.spyOn(toast, 'error');
    renderCategories('editor', {
      'POST /admin/categories/order': () => ({ status: 400, body: { result: 'error', errorMessage: M.order, message: { ids: M.order } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move down IP Cameras' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(M.order, { id: M.order }));
    await waitFor(() =>
      expect(titlesIn(screen.getByRole('list', { name: 'Under CCTV Cameras' }))).toEqual(['IP Cameras', 'Analog Cameras', 'Dome Cameras']),
    );
  });

  it('asks before deactivating and says what happens to the products', async () => {
    const { posts } = renderCategories('editor', {
      'POST /admin/categories/5/deactivate': () => ({
        status: 200,
        body: { result: 'success', message: M.categoryDeactivated('Recorders', 3), category: { ...TREE[4], active: false } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Recorders' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.confirmCategoryDeactivate(3))).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(posts().map((r) => r.path)).toEqual(['/admin/categories/5/deactivate']));
  });

  it('sends a new category with its parent, and shows the server’s message under a refused field', async () => {
    const { posts } = renderCategories('editor', {
      'POST /admin/categories': () => ({
        status: 409,
        body: { result: 'error', errorMessage: M.categorySlugTaken('nvr'), message: { slug: M.categorySlugTaken('nvr') } },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Add a category' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'NVR' } });
    fireEvent.change(within(form).getByLabelText('Parent'), { target: { value: '5' } });
    expect(within(within(form).getByLabelText('Parent')).queryByText('Dome Cameras', { exact: false })).toBeNull();
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByText(M.categorySlugTaken('nvr'))).toBeTruthy());
    expect(posts()[0]?.body).toEqual({ title: 'NVR', slug: '', parentId: 5 });
  });

  it('shows warehouse staff the tree without any form, handle or button that changes it', async () => {
    renderCategories('warehouse');
    await screen.findByRole('list', { name: 'Top-level categories' });
    expect(screen.queryByRole('form', { name: 'Add a category' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('IP Cameras')).toBeTruthy();
  });
});
