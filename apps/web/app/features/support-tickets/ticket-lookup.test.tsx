import type { TicketStatusResponse } from '@suraksha/contracts/support-ticket';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('TicketLookup', () => {
  it('shows the status and the shop’s replies, as text', async () => {
    const supportTicketStatus = vi.fn(async () => answer);
    render(<TicketLookup api={{ forms: { supportTicketStatus } } as unknown as StoreApi} />);
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
});
