import { FORM_MESSAGES, ewasteThanks } from '@suraksha/contracts/inbound-form-messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { TranslationProvider } from '../i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/i18n.ts';
import { SentNotice } from '../ui/form-parts.tsx';
import { ApiError } from './api-client.ts';
import { useFormSubmission } from './use-form-submission.ts';

/** A one-field form sent through the hook; `send` answers as the server would. */
function NameForm({ send }: { send: () => Promise<{ message: string }> }) {
  const { form, errors, sent } = useFormSubmission({ send, what: 'test form', fields: ['name'] });
  return (
    <>
      <SentNotice message={sent?.message} />
      <form {...form} aria-label="Test">
        <p data-testid="name-error">{errors.name}</p>
        <button type="submit">Send</button>
      </form>
    </>
  );
}

function renderAt(path: string, send: () => Promise<{ message: string }>) {
  return render(
    <TranslationProvider translator={i18nFor(path.startsWith('/ne') ? 'ne' : 'en')}>
      <MemoryRouter initialEntries={[path]}>
        <NameForm send={send} />
      </MemoryRouter>
    </TranslationProvider>,
  );
}

const refusal = () =>
  Promise.reject(
    new ApiError(400, {
      result: 'error',
      errorMessage: 'Please correct the highlighted fields.',
      message: { name: FORM_MESSAGES.nameRequired },
    }),
  );

describe('a form’s answers in the page’s language', () => {
  it('shows the server’s refusal and thanks in Nepali on /ne, the reference kept', async () => {
    renderAt('/ne/e-waste', refusal);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('कृपया आफ्नो नाम लेख्नुहोस्।')).toBeTruthy();

    renderAt('/ne/e-waste', async () => ({ message: ewasteThanks('E-7QK4M2') }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Send' })[1] as HTMLElement);
    expect((await screen.findByTestId('form-sent')).textContent).toMatch(/^धन्यवाद! .*E-7QK4M2 हो।$/);
  });

  it('leaves them in English on the English site', async () => {
    renderAt('/e-waste', refusal);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByText(FORM_MESSAGES.nameRequired)).dataset.testid).toBe('name-error');
  });
});
