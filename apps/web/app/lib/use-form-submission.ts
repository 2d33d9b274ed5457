import { FORM_RESULT_DELAY_MS } from '@suraksha/domain/constants';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useMessageText } from '../i18n/use-message-text.ts';
import { type FormOutcome, submitForm } from './submit-form.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
import { useHydrated } from './use-hydrated.ts';

interface Options<Sent> {
  /** Sends what the buyer filled in: one shop API call (JSON of the text fields, or the FormData itself when it carries a file). */
  send: (form: FormData) => Promise<Sent>;
  /** Names the form in the log of a failure, e.g. 'support ticket'. */
  what: string;
  /** The form's fields in the order they are shown: their messages come in this order. */
  fields: readonly string[];
  /** SPEC §9: some forms (e-waste, Request Form) show their result FORM_RESULT_DELAY_MS after the answer. */
  delayResult?: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one of the shop's forms with JavaScript: a spinner while it goes, each field's message
 * as its own error toast (SPEC §8), the server's thanks as a success toast and kept in `sent`,
 * the form emptied. The server's messages are shown in the page's language.
 */
export function useFormSubmission<Sent extends { message: string }>({ send, what, fields, delayResult = false }: Options<Sent>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [sent, setSent] = useState<Sent | null>(null);
  const hydrated = useHydrated();
  const inLanguage = useMessageText();
  useFocusFirstInvalid(formRef, errors);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setSent(null);
    const outcome = outcomeIn(await submitForm(() => send(form), { what, fields }), inLanguage);
    if (delayResult) await wait(FORM_RESULT_DELAY_MS);
    setBusy(false);
    if (outcome.kind === 'sent') {
      setErrors({});
      formRef.current?.reset();
      setSent(outcome.sent);
      toast.success(outcome.sent.message);
      return;
    }
    if (outcome.kind === 'refused') {
      setErrors(outcome.fields);
      for (const message of outcome.messages) toast.error(message, { id: message });
      return;
    }
    toast.error(outcome.message, { id: outcome.message });
  }

  /**
   * Spread on the <form>: the server judges every field (noValidate), and data-hydrated marks when
   * onSubmit is live (journeys wait for it).
   */
  const form = { ref: formRef, onSubmit, noValidate: true, 'data-hydrated': hydrated };
  return { form, formRef, busy, errors, sent, onSubmit };
}

/** The server's messages of an outcome in the page's language (the shop's fixed texts have Nepali versions). */
function outcomeIn<Sent extends { message: string }>(outcome: FormOutcome<Sent>, inLanguage: (text: string) => string): FormOutcome<Sent> {
  if (outcome.kind === 'sent') return { kind: 'sent', sent: { ...outcome.sent, message: inLanguage(outcome.sent.message) } };
  if (outcome.kind === 'failed') return { kind: 'failed', message: inLanguage(outcome.message) };
  const fields = Object.fromEntries(Object.entries(outcome.fields).map(([field, message]) => [field, message && inLanguage(message)]));
  return { ...outcome, fields, messages: outcome.messages.map(inLanguage) };
}
