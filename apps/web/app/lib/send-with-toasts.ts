import { toast } from 'react-hot-toast';
import { submitForm } from './submit-form.ts';

/** What a refused change left to show: a message per field of the form that sent it. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Sends one back-office change (`what` names it in the log of a failure). The server's sentence
 * becomes a toast; a refusal puts its messages under the form's fields (via `onRefused`, which also
 * hears {} once an answer comes) and in a toast each. The answer, or null.
 */
export async function sendWithToasts<T extends { message: string }>(
  what: string,
  send: () => Promise<T>,
  fields: readonly string[],
  onRefused: (errors: FieldErrors) => void = () => {},
): Promise<T | null> {
  const outcome = await submitForm(send, { what, fields });
  if (outcome.kind === 'sent') {
    toast.success(outcome.sent.message);
    onRefused({});
    return outcome.sent;
  }
  if (outcome.kind === 'refused') {
    onRefused(outcome.fields);
    for (const message of outcome.messages) toast.error(message, { id: message });
  } else toast.error(outcome.message, { id: outcome.message });
  return null;
}
