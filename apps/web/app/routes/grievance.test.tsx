import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { GRIEVANCE_MESSAGES } from '@suraksha/contracts/grievance-messages';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TranslationProvider } from '../i18n/react.tsx';
import { Toaster } from 'react-hot-toast';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/i18n.ts';
import { AuthProvider } from '../lib/session/auth-provider.tsx';
import { apiError, fakeShopApi } from '../test-support/fake-shop-api.ts';
import { aSeller } from '../test-support/seller-information.ts';
import Grievance from './grievance.tsx';

// /grievance and /ne/grievance (decision 0128): the complaint form, its errors in the page's language,
// and what a complainant keeps: the reference, the answer's due date in AD and BS, the grievance officer.

const ENV = { apiKey: 'test-key', publicUrl: 'http://shop.test' };
const seller = aSeller();

function renderPage(language: 'en' | 'ne') {
  const prefix = language === 'ne' ? '/ne' : '';
  const layoutId = language === 'ne' ? 'ne/routes/storefront' : 'routes/storefront';
  const footer = { seller };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => ({ env: ENV }),
        element: (
          <TranslationProvider translator={i18nFor(language)}>
            <AuthProvider>
              <Outlet />
              <Toaster />
            </AuthProvider>
          </TranslationProvider>
        ),
        children: [
          { id: layoutId, path: prefix || '/', loader: () => ({ footer }), children: [{ path: 'grievance', Component: Grievance }] },
        ],
      },
    ],
    {
      initialEntries: [`${prefix}/grievance`],
      hydrationData: { loaderData: { root: { env: ENV }, [layoutId]: { footer } } },
    },
  );
  return render(<RouterProvider router={router} />);
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/grievance', () => {
  it('files a complaint and shows its reference, the date the answer is due (AD and BS) and the grievance officer', async () => {
    const api = fakeShopApi({
      'POST /grievances': {
        result: 'success',
        message: 'Your complaint GRV-7QK4M2 is registered.',
        reference: 'GRV-7QK4M2',
        received_at: '2026-11-20T04:00:00.000Z',
        due_at: '2026-11-27T04:00:00.000Z',
      },
    });
    renderPage('en');
    expect(await screen.findByRole('heading', { name: 'File a complaint', level: 1 })).toBeTruthy();
    expect(screen.getByText(/the law gives us 7 days to answer you/)).toBeTruthy();
    fill(/^Name/, 'Anita Shrestha');
    fill(/^Phone/, '9801234567');
    fill(/^E-mail/, 'anita@example.com');
    fireEvent.change(screen.getByLabelText(/What is it about/), { target: { value: 'refund_return' } });
    fill(/^Your complaint/, 'The refund for order SRK-1001 never reached my wallet.');
    fireEvent.submit(screen.getByRole('form', { name: 'File a complaint' }));

    const received = await screen.findByTestId('grievance-received');
    expect(within(received).getByTestId('grievance-reference').textContent).toBe('GRV-7QK4M2');
    expect(within(received).getByTestId('grievance-due').textContent).toBe('27 Nov 2026 · 11 Mangsir 2083 BS');
    expect(received.textContent).toContain('Sunita Maharjan');
    expect(within(received).getByRole('link', { name: 'complaints@suraksha.com.np' })).toBeTruthy();
    const [request] = api.requests('POST /grievances');
    const sent = request?.body as FormData;
    expect(sent.get('category')).toBe('refund_return');
    expect(sent.get('phone')).toBe('9801234567');
  });

  it('shows the server’s message under each field, in Nepali on the Nepali site', async () => {
    fakeShopApi({
      'POST /grievances': apiError(400, 'Please correct the highlighted fields.', {
        name: FORM_MESSAGES.nameRequired,
        phone: FORM_MESSAGES.phoneInvalid,
        category: GRIEVANCE_MESSAGES.categoryRequired,
        description: GRIEVANCE_MESSAGES.descriptionShort,
      }),
    });
    renderPage('ne');
    expect(await screen.findByRole('heading', { name: 'गुनासो दर्ता गर्नुहोस्', level: 1 })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'रकम फिर्ता वा सामान फिर्ता' })).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'गुनासो दर्ता गर्नुहोस्' }));
    expect((await screen.findAllByText('कृपया आफ्नो नाम लेख्नुहोस्।')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('कृपया तपाईंको गुनासो कुन विषयमा हो, छान्नुहोस्।').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/सही नेपाली फोन नम्बर/).length).toBeGreaterThan(0);
    expect(screen.queryByText(FORM_MESSAGES.nameRequired)).toBeNull();
    expect(screen.queryByTestId('grievance-received')).toBeNull();
  });
});
