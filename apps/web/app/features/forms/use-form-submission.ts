import type { ApiTransport } from '@suraksha/contracts/transport';
import { FORM_RESULT_DELAY_MS } from '@suraksha/domain/constants';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { type FormOutcome, submitForm, textValuesOf } from './submit-form.ts';

interface Options {
  api: ApiTransport;
  path: string;
  /** The form's fields in the order they are shown: the first one in error gets the focus. */
  fields: readonly string[];
  /** multipart (the form has a file input) or JSON. */
  encoding: 'multipart' | 'json';
  /** SPEC §9: the e-waste form shows its result toast after FORM_RESULT_DELAY_MS. */
  delayResult?: boolean;
  /** Read when the form is sent: a signed-in customer's token links the submission to the account. */
  token?: () => string | null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one of the shop's forms with JavaScript: a spinner while it goes, each field's message
 * as its own error toast (SPEC §8), the thanks with the reference as a success toast and kept
 * on the page, the form emptied.
 */
export function useFormSubmission({ api, path, fields, encoding, delayResult = false, token }: Options) {
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [sent, setSent] = useState<Extract<FormOutcome, { kind: 'sent' }> | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setSent(null);
    const outcome = await submitForm(api, path, encoding === 'multipart' ? form : textValuesOf(form, fields), token?.());
    if (delayResult) await wait(FORM_RESULT_DELAY_MS);
    setBusy(false);
    if (outcome.kind === 'sent') {
      setErrors({});
      formRef.current?.reset();
      setSent(outcome);
      toast.success(outcome.message);
      return;
    }
    if (outcome.kind === 'refused') {
      setErrors(outcome.fields);
      const first = fields.find((field) => outcome.fields[field]);
      if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      for (const message of outcome.messages) toast.error(message, { id: message });
      return;
    }
    toast.error(outcome.message, { id: outcome.message });
  }

  return { formRef, busy, errors, sent, onSubmit };
}
