import type { ApiTransport } from '@suraksha/contracts/transport';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, contactValuesOf, sendContactMessage } from './send-contact-message.ts';

afterEach(() => vi.restoreAllMocks());

const values = { name: 'Sita', email: 'sita@example.com', phone: '', subject: '', message: 'A question about NVRs.' };

describe('sending the contact form', () => {
  it('sends every field as typed and returns the server’s thanks', async () => {
    let sent: unknown;
    const api: ApiTransport = async (request) => {
      sent = request;
      return { status: 200, body: { result: 'success', message: 'Thank you! … C-ABCDEF.', reference: 'C-ABCDEF' } };
    };
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    expect(await sendContactMessage(api, contactValuesOf(form))).toEqual({ kind: 'sent', message: 'Thank you! … C-ABCDEF.', reference: 'C-ABCDEF' });
    expect(sent).toEqual({ method: 'POST', path: '/contact', body: values });
  });

  it('returns one message per refused field', async () => {
    const api: ApiTransport = async () => ({
      status: 400,
      body: { result: 'error', errorMessage: 'Please correct the highlighted fields.', message: { name: 'Please enter your name.', message: 'Please enter your message.' } },
    });
    expect(await sendContactMessage(api, values)).toEqual({
      kind: 'refused',
      status: 400,
      fields: { name: 'Please enter your name.', message: 'Please enter your message.' },
      messages: ['Please enter your name.', 'Please enter your message.'],
    });
  });

  it('says so when the shop cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline: ApiTransport = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendContactMessage(offline, values)).toEqual({ kind: 'failed', message: OFFLINE_MESSAGE });
  });
});
