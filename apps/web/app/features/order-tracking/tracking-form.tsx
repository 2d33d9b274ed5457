import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FormField } from '../../ui/form-field.tsx';
import { SubmitButton } from '../../ui/form-parts.tsx';

interface Props {
  busy: boolean;
  defaults?: { email: string; orderNumber: string } | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * E-mail, order number and Track. A plain POST form: without JavaScript the route's action answers
 * it; with JavaScript onSubmit takes over. noValidate so SPEC §5's own message shows, not the browser's.
 */
export function TrackingForm({ busy, defaults, onSubmit }: Props) {
  // Marks when onSubmit is live (journeys wait for it; before, the form still works as a page POST).
  const hydrated = useHydrated();
  const { t } = useTranslation();
  return (
    <form method="post" className="tracking-form" onSubmit={onSubmit} noValidate data-hydrated={hydrated}>
      <FormField
        className="tracking-form__field"
        id="tracking-email"
        name="email"
        label={t('tracking.form.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        defaultValue={defaults?.email}
      />
      <FormField
        className="tracking-form__field"
        id="tracking-order-number"
        name="orderNumber"
        label={t('tracking.form.orderNumber')}
        placeholder={t('tracking.form.orderNumberPlaceholder')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        required
        defaultValue={defaults?.orderNumber}
      />
      <SubmitButton busy={busy} label={t('tracking.form.submit')} className="tracking-form__submit" />
    </form>
  );
}
