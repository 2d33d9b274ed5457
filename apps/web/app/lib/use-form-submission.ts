import { FORM_RESULT_DELAY_MS } from '@suraksha/domain/constants';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { submitForm } from './submit-form.ts';
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
  /** Puts the server's fixed English messages into the page's language (useMessageText); as they are when absent. */
  translate?: (text: string) => string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one of the shop's forms with JavaScript: a spinner while it goes, each field's message
 * as its own error toast (SPEC §8), the server's thanks as a success toast and kept in `sent`,
 * the form emptied.
 */
const asIs = (text: string) => text;

export function useFormSubmission<Sent extends { message: string }>({
  send,
  what,
  fields,
  delayResult = false,
  translate = asIs,
}: Options<Sent>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [sent, setSent] = useState<Sent | null>(null);
  const hydrated = useHydrated();
  useFocusFirstInvalid(formRef, errors);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setSent(null);
    const outcome = await submitForm(() => send(form), { what, fields });
    if (delayResult) await wait(FORM_RESULT_DELAY_MS);
    setBusy(false);
    if (outcome.kind === 'sent') {
      setErrors({});
      formRef.current?.reset();
      setSent(outcome.sent);
      toast.success(translate(outcome.sent.message));
      return;
    }
    if (outcome.kind === 'refused') {
      setErrors(Object.fromEntries(Object.entries(outcome.fields).map(([field, message]) => [field, message && translate(message)])));
      for (const message of outcome.messages.map(translate)) toast.error(message, { id: message });
      return;
    }
    toast.error(translate(outcome.message), { id: outcome.message });
  }

  /**
   * Spread on the <form>: the server judges every field (noValidate), and data-hydrated marks when
   * onSubmit is live (journeys wait for it).
   */
  const form = { ref: formRef, onSubmit, noValidate: true, 'data-hydrated': hydrated };
  return { form, formRef, busy, errors, sent, onSubmit };
}
