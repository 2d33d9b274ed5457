import { ApiError } from './api-client.ts';
import { OFFLINE_MESSAGE } from './api-errors.ts';

/** What sending a form came to: the server's answer, its refusal (a message per field), or no answer. */
export type FormOutcome<Sent> =
  | { kind: 'sent'; sent: Sent }
  | { kind: 'refused'; status: number; fields: Partial<Record<string, string>>; messages: string[] }
  | { kind: 'failed'; message: string };

/**
 * Sends a form through `send` (one shop API call) and says what it came to. The server is the judge
 * of every field: a refusal carries its message per field, listed in the form's `fields` order (the
 * order the buyer reads them), then any others. `what` names the form in the log of a failure.
 */
export async function submitForm<Sent>(
  send: () => Promise<Sent>,
  { what, fields = [] }: { what: string; fields?: readonly string[] },
): Promise<FormOutcome<Sent>> {
  try {
    return { kind: 'sent', sent: await send() };
  } catch (error) {
    if (error instanceof ApiError && error.envelope && error.status < 500) {
      const byField = error.envelope.message ?? {};
      const order = [...fields.filter((field) => byField[field]), ...Object.keys(byField).filter((field) => !fields.includes(field))];
      const messages = order.map((field) => byField[field] as string);
      return {
        kind: 'refused',
        status: error.status,
        fields: byField,
        messages: messages.length > 0 ? messages : [error.envelope.errorMessage],
      };
    }
    console.error(`The ${what} could not be sent.`, error);
    return { kind: 'failed', message: error instanceof ApiError && error.envelope ? error.envelope.errorMessage : OFFLINE_MESSAGE };
  }
}

/** The text fields of a form as an object (for the forms sent as JSON); a missing field is ''. */
export function textValuesOf<Field extends string>(form: FormData, fields: readonly Field[]): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}
