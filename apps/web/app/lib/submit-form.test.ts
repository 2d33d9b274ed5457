import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { OFFLINE_MESSAGE } from './api-errors.ts';
import { submitForm, textValuesOf } from './submit-form.ts';

const refusal = (status: number, message?: Record<string, string>) =>
  new ApiError(status, { result: 'error', errorMessage: 'Please correct the highlighted fields.', ...(message ? { message } : {}) });
const fields = ['name', 'email', 'message'] as const;

describe('sending a form', () => {
  it('returns the server’s answer', async () => {
    const answer = { result: 'success', message: 'Thank you! … C-ABCDEF.', reference: 'C-ABCDEF' };
    expect(await submitForm(async () => answer, { what: 'contact message', fields })).toEqual({ kind: 'sent', sent: answer });
  });

  it('returns one message per refused field, in the form’s order, then the fields the form does not show', async () => {
    const send = () =>
      Promise.reject(refusal(400, { other: 'Something else.', message: 'Please enter your message.', name: 'Please enter your name.' }));
    expect(await submitForm(send, { what: 'contact message', fields })).toEqual({
      kind: 'refused',
      status: 400,
      fields: { other: 'Something else.', message: 'Please enter your message.', name: 'Please enter your name.' },
      messages: ['Please enter your name.', 'Please enter your message.', 'Something else.'],
    });
  });

  it('a refusal without field messages shows the server’s sentence (429, 413…)', async () => {
    const outcome = await submitForm(() => Promise.reject(refusal(429)), { what: 'contact message', fields });
    expect(outcome).toEqual({ kind: 'refused', status: 429, fields: {}, messages: ['Please correct the highlighted fields.'] });
  });

  it('a server failure shows the server’s sentence and is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await submitForm(() => Promise.reject(new ApiError(503, { result: 'error', errorMessage: 'The shop is busy.' })), {
      what: 'support ticket',
    });
    expect(outcome).toEqual({ kind: 'failed', message: 'The shop is busy.' });
    expect(logged).toHaveBeenCalledWith('The support ticket could not be sent.', expect.any(ApiError));
  });

  it('says so when the shop cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await submitForm(() => Promise.reject(new TypeError('Failed to fetch')), { what: 'contact message', fields });
    expect(outcome).toEqual({ kind: 'failed', message: OFFLINE_MESSAGE });
  });
});

describe('the text fields of a form', () => {
  it('reads each named field as typed, a missing one as empty, and nothing else', () => {
    const form = new FormData();
    form.set('name', 'Sita');
    form.set('message', 'A question about NVRs.');
    form.set('extra', 'not sent');
    expect(textValuesOf(form, fields)).toEqual({ name: 'Sita', email: '', message: 'A question about NVRs.' });
  });
});
