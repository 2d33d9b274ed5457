import type { TicketStatusResponse } from '@suraksha/contracts/support-ticket';
import { fireEvent, render, screen } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import type { StoreApi } from '../../lib/shop-api.ts';
import { TicketLookup } from './ticket-lookup.tsx';

// The customer's ticket look-up (issue #17): the status, and the shop's replies from the inbox as text.

const answer: TicketStatusResponse = {
  result: 'success',
  ticket: {
    ticketNumber: 'T-7QK4M2',
    subject: 'Camera offline',
    status: 'in_progress',
    statusLabel: 'In progress',
    openedAt: '2026-11-20T04:00:00.000Z',
    updatedAt: '2026-11-21T04:00:00.000Z',
    replies: [{ body: 'Namaste,\n<b>a technician</b> visits tomorrow.', at: '2026-11-21T04:00:00.000Z' }],
  },
};

/** The look-up on the support page, in English or (under /ne) in Nepali. */
function renderLookup(api: Partial<StoreApi['forms']>, path = '/support-ticket') {
  const language = path.startsWith('/ne') ? 'ne' : 'en';
  return render(
    <TranslationProvider translator={i18nFor(language)}>
      <MemoryRouter initialEntries={[path]}>
        <TicketLookup api={{ forms: api } as unknown as StoreApi} />
      </MemoryRouter>
    </TranslationProvider>,
  );
}

describe('TicketLookup', () => {
  it('shows the status and the shop’s replies, as text', async () => {
    const supportTicketStatus = vi.fn(async () => answer);
    renderLookup({ supportTicketStatus });
    fireEvent.change(screen.getByLabelText(/Ticket number/), { target: { value: 'T-7QK4M2' } });
    fireEvent.change(screen.getByLabelText(/E-mail used for the ticket/), { target: { value: 'hari@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check status' }));
    const status = await screen.findByTestId('ticket-status');
    expect(status.textContent).toContain('In progress');
    // Dates as Nepal reads them, AD and BS, built by hand (never the browser's locale data).
    expect(status.textContent).toContain('Opened 20 Nov 2026 · 4 Mangsir 2083 BS; last update 21 Nov 2026 · 5 Mangsir 2083 BS');
    const [reply] = screen.getAllByTestId('ticket-reply');
    expect(reply?.textContent).toContain('<b>a technician</b> visits tomorrow.');
    expect(reply?.querySelector('b')).toBeNull();
    expect(reply?.querySelector('p')?.textContent).toBe('21 Nov 2026 · 5 Mangsir 2083 BS');
    expect(supportTicketStatus).toHaveBeenCalledWith({ ticket_number: 'T-7QK4M2', email: 'hari@example.com' });
  });

  it('reads in Nepali on /ne, the ticket’s dates in AD and BS as in English', async () => {
    const supportTicketStatus = vi.fn(async () => answer);
    renderLookup({ supportTicketStatus }, '/ne/support-ticket');
    expect(screen.getByRole('heading', { name: 'टिकट हेर्नुहोस्' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/टिकट नम्बर/), { target: { value: 'T-7QK4M2' } });
    fireEvent.change(screen.getByLabelText(/टिकटमा प्रयोग गरेको इमेल/), { target: { value: 'hari@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'अवस्था हेर्नुहोस्' }));
    const status = await screen.findByTestId('ticket-status');
    expect(status.textContent).toContain('टिकट T-7QK4M2: Camera offline');
    expect(status.textContent).toContain('अवस्था: काम हुँदैछ');
    expect(status.textContent).toContain('खोलिएको 20 Nov 2026 · 4 Mangsir 2083 BS; पछिल्लो अपडेट 21 Nov 2026 · 5 Mangsir 2083 BS');
    expect(screen.getByRole('region', { name: 'Suraksha का जवाफहरू' })).toBeTruthy();
    expect(status.textContent).not.toContain('Opened');
  });
});
