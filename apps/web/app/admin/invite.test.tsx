import { STAFF_ADMIN_MESSAGES as M } from '@suraksha/contracts/admin/staff';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminInvite from './invite.tsx';

const TOKEN = 'a'.repeat(43);

/** The API as fetch sees it: answers by method and path. */
function stubApi(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${path}`] ?? { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

function renderInvite() {
  const router = createMemoryRouter(
    [
      { path: '/admin/invite/:token', element: <AdminInvite /> },
      { path: '/admin/login', element: <p>The sign-in page</p> },
    ],
    { initialEntries: [`/admin/invite/${TOKEN}`] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/admin/invite/{token}', () => {
  it('shows who is invited, sets the password, and sends them to the staff sign-in with the server’s sentence', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi({
      [`GET /admin/auth/invitations/${TOKEN}`]: {
        status: 200,
        body: {
          result: 'success',
          invitation: { name: 'Ina Invited', email: 'ina@example.com', role: 'editor', expires_at: '2026-11-29T04:15:00.000Z' },
        },
      },
      [`POST /admin/auth/invitations/${TOKEN}/accept`]: {
        status: 200,
        body: { result: 'success', message: M.accepted, email: 'ina@example.com' },
      },
    });
    renderInvite();
    expect((await screen.findByText(/Namaste Ina Invited/)).textContent).toContain(
      'invited as Editor with the e-mail address ina@example.com',
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long enough passphrase' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set my password' })));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `/admin/auth/invitations/${TOKEN}/accept`, body: { password: 'a long enough passphrase' } },
    ]);
    expect(success).toHaveBeenCalledWith(M.accepted, { duration: 8000 });
    expect(await screen.findByText('The sign-in page')).toBeTruthy();
  });

  it('says so when the link has been used or has expired, and offers no form', async () => {
    stubApi({ [`GET /admin/auth/invitations/${TOKEN}`]: { status: 410, body: { result: 'error', errorMessage: M.invitationEnded } } });
    renderInvite();
    expect((await screen.findByRole('alert')).textContent).toBe(M.invitationEnded);
    expect(screen.queryByRole('form', { name: 'Set your password' })).toBeNull();
  });

  it('shows a refused password under the field', async () => {
    stubApi({
      [`GET /admin/auth/invitations/${TOKEN}`]: {
        status: 200,
        body: {
          result: 'success',
          invitation: { name: 'Ina', email: 'ina@example.com', role: 'sales', expires_at: '2026-11-29T04:15:00.000Z' },
        },
      },
      [`POST /admin/auth/invitations/${TOKEN}/accept`]: {
        status: 400,
        body: { result: 'error', errorMessage: 'This password is too common.', message: { password: 'This password is too common.' } },
      },
    });
    renderInvite();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'password123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set my password' })));
    expect(screen.getByText('This password is too common.')).toBeTruthy();
    expect(screen.queryByText('The sign-in page')).toBeNull();
  });
});
