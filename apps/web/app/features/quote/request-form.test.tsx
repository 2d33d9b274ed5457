import { FORM_RESULT_DELAY_MS, QUOTE_SPINNER_MS } from '@suraksha/domain/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShopApi, apiError, fakeShopApi, unreachable } from '../../test-support/fake-shop-api.ts';
import { renderInShop } from '../../test-support/shop-harness.tsx';
import { QuoteButton } from './quote-button.tsx';
import { OFFLINE_MESSAGE } from '../../lib/api-errors.ts';

let api: FakeShopApi;

beforeEach(() => {
  api = fakeShopApi();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderQuote() {
  return renderInShop(<QuoteButton product={{ slug: 'cp-plus-dome', title: 'CP Plus Dome' }} />);
}

/** Clicks Quote and lets the spinner run its QUOTE_SPINNER_MS: the dialog is then open. */
async function openDialog() {
  const quote = screen.getByRole('button', { name: 'Quote for CP Plus Dome' });
  fireEvent.click(quote);
  expect(screen.getByRole('status', { name: 'Opening the Request Form' })).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(QUOTE_SPINNER_MS);
  });
  return screen.findByRole('dialog', { name: 'Request Form' });
}

/** A field by its label; the required asterisk is decoration (aria-hidden) but part of the label's text. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;

async function submitAndWait() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(api.fetch).toHaveBeenCalled());
  expect((screen.getByRole('button', { name: /Submit/ }) as HTMLButtonElement).disabled).toBe(true);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(FORM_RESULT_DELAY_MS);
  });
}

describe('Quote button and the Request Form dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('shows each field by user type, with required asterisks and the e-mail input type', async () => {
    renderQuote();
    await openDialog();
    expect(screen.queryByLabelText(/^Company Name/)).toBeNull();
    expect(field('E-mail').type).toBe('email');
    expect(field('E-mail').closest('form')?.noValidate).toBe(true);
    fireEvent.change(field('User Type'), { target: { value: 'Company' } });
    expect(field('Company Name')).toBeTruthy();
    const starred = [...document.querySelectorAll('.form-label__required')].map((mark) =>
      mark.closest('label')?.textContent?.replace('*', '').trim(),
    );
    expect(starred).toEqual(['User Type', 'Full Name', 'Company Name', 'E-mail', 'Phone', 'Address']);
    expect(field('Message')).toBeTruthy();
    // SPEC §5, no client check: nothing cuts what a buyer types or pastes; the server says what is too long.
    const limited = [...document.querySelectorAll('.request-form input, .request-form textarea')].filter((el) =>
      el.hasAttribute('maxlength'),
    );
    expect(limited.map((el) => el.getAttribute('name'))).toEqual([]);
  });

  it('toasts each field message of a refusal, marks the fields and keeps what was typed', async () => {
    const error = vi.spyOn(toast, 'error');
    api.answer(
      'POST /products/:slug',
      apiError(400, 'Please correct the highlighted fields.', {
        email_address: 'Please enter a valid e-mail address.',
        full_name: 'Please enter your full name.',
      }),
    );
    renderQuote();
    await openDialog();
    fireEvent.change(field('E-mail'), { target: { value: 'sita@' } });
    await submitAndWait();
    // Form order: full name before e-mail, each its own toast.
    expect(error.mock.calls.map(([message]) => message)).toEqual(['Please enter your full name.', 'Please enter a valid e-mail address.']);
    expect(field('E-mail').value).toBe('sita@');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
  });

  it("posts to the product's slug; on success closes, resets and toasts the server's message", async () => {
    const success = vi.spyOn(toast, 'success');
    api.answer('POST /products/:slug', { result: 'success', message: 'Thank you! Reference Q-ABCDEF.', reference: 'Q-ABCDEF' });
    renderQuote();
    await openDialog();
    fireEvent.change(field('User Type'), { target: { value: 'Company' } });
    fireEvent.change(field('Full Name'), { target: { value: '<b>Sita</b>' } });
    fireEvent.change(field('Company Name'), { target: { value: 'Himal Traders' } });
    await submitAndWait();
    const [sent] = api.requests('POST /products/:slug');
    expect(sent?.params.slug).toBe('cp-plus-dome');
    expect(sent?.body).toMatchObject({ type: 'Company', full_name: '<b>Sita</b>', company_name: 'Himal Traders', message: '' });
    expect(success).toHaveBeenCalledWith('Thank you! Reference Q-ABCDEF.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openDialog();
    expect(field('User Type').value).toBe('Single');
    expect(field('Full Name').value).toBe('');
  });

  it('ends loading and toasts the error when the shop cannot be reached', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.answer('POST /products/:slug', unreachable);
    renderQuote();
    await openDialog();
    await submitAndWait();
    expect(error).toHaveBeenCalledWith(OFFLINE_MESSAGE);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Request Form' })).toBeTruthy();
  });
});

describe('the Request Form on the Nepali site', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('reads in Nepali, and a refusal’s field messages come in Nepali too', async () => {
    const error = vi.spyOn(toast, 'error');
    api.answer(
      'POST /products/:slug',
      apiError(400, 'Please correct the highlighted fields.', {
        email_address: 'Please enter a valid e-mail address.',
        full_name: 'Please enter your full name.',
      }),
    );
    renderInShop(<QuoteButton product={{ slug: 'cp-plus-dome', title: 'CP Plus Dome' }} />, { url: '/ne/products/cp-plus-dome' });
    fireEvent.click(screen.getByRole('button', { name: 'CP Plus Dome को मूल्य सोध्नुहोस्' }));
    expect(screen.getByRole('status', { name: 'अनुरोध फारम खुल्दैछ' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUOTE_SPINNER_MS);
    });
    const dialog = await screen.findByRole('dialog', { name: 'अनुरोध फारम' });
    expect(dialog.textContent).toContain('सामान: CP Plus Dome');
    expect(screen.getByRole('option', { name: 'व्यक्तिगत' })).toBeTruthy();
    fireEvent.change(field('प्रयोगकर्ताको किसिम'), { target: { value: 'Company' } });
    expect(field('कम्पनीको नाम')).toBeTruthy();
    fireEvent.change(field('इमेल'), { target: { value: 'sita@' } });
    fireEvent.click(screen.getByRole('button', { name: 'पठाउनुहोस्' }));
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FORM_RESULT_DELAY_MS);
    });
    expect(error.mock.calls.map(([message]) => message)).toEqual(['कृपया आफ्नो पूरा नाम लेख्नुहोस्।', 'कृपया सही इमेल ठेगाना लेख्नुहोस्।']);
    expect(screen.getByText('कृपया सही इमेल ठेगाना लेख्नुहोस्।')).toBeTruthy();
    // The value sent stays the API's own (SPEC §3), whatever the label says.
    expect(api.requests('POST /products/:slug')[0]?.body).toMatchObject({ type: 'Company' });
    for (const english of ['Request Form', 'Full Name', 'Submit', 'User Type']) expect(screen.queryByText(english)).toBeNull();
  });
});
