import { QUOTE_REQUEST_FIELDS } from '@suraksha/contracts/quote-request-messages';
import { FORM_RESULT_DELAY_MS } from '@suraksha/domain/constants';
import { useCallback, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { EMPTY_QUOTE, type QuoteValues } from './quote-values.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RequestFormState {
  values: QuoteValues;
  errors: Partial<Record<string, string>>;
  busy: boolean;
  change(field: keyof QuoteValues, value: string): void;
  submit(): Promise<void>;
}

/**
 * The Request Form's behaviour (SPEC §4, §8, §9), shared by the dialog and the /quote-request page.
 * Submit shows loading; the answer is acted on FORM_RESULT_DELAY_MS later: success → loading ends,
 * fields and type reset, the server's message as a success toast, then `onSent` (the dialog
 * closes); refusal → each field's message as its own error toast; no answer → the error as a toast.
 */
export function useRequestForm(productSlug: string | null, onSent?: () => void): RequestFormState {
  const { customer } = useAuth();
  const message = useMessageText();
  const [values, setValues] = useState<QuoteValues>(EMPTY_QUOTE);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  const change = useCallback((field: keyof QuoteValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const submit = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    // A signed-in sender's token goes along, so the shop sees the account beside the request.
    // POST /api/products/{slug} for a product, POST /api/quote-requests for a general quote.
    const send = () =>
      productSlug === null ? customer.forms.quoteRequest(values) : customer.forms.productQuoteRequest(productSlug, values);
    const outcome = await submitForm(send, { what: 'quote request', fields: QUOTE_REQUEST_FIELDS });
    await wait(FORM_RESULT_DELAY_MS);
    setBusy(false);
    if (outcome.kind === 'sent') {
      setValues(EMPTY_QUOTE);
      setErrors({});
      onSent?.();
      toast.success(message(outcome.sent.message));
    } else if (outcome.kind === 'refused') {
      setErrors(outcome.fields);
      for (const refusal of outcome.messages) toast.error(message(refusal));
    } else {
      toast.error(message(outcome.message));
    }
  }, [busy, customer, productSlug, values, onSent, message]);

  return { values, errors, busy, change, submit };
}
