import { CONTACT_LIMITS } from '@suraksha/contracts/contact-messages';
import type { ContactField } from '@suraksha/contracts/contact-messages';
import type { FormEvent, Ref } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { SubmitButton } from '../../ui/form-parts.tsx';
import { FormField, TextAreaField } from '../../ui/form-field.tsx';

interface Props {
  busy: boolean;
  errors: Partial<Record<string, string>>;
  defaults?: Record<ContactField, string> | undefined;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Name, e-mail, optional phone and subject, and the message. A plain POST form: without
 * JavaScript the route's action answers it. The server checks every field (noValidate), so
 * the messages a visitor sees are the same with or without JavaScript.
 */
export function ContactForm({ busy, errors, defaults, formRef, onSubmit }: Props) {
  // Marks when onSubmit is live (journeys wait for it; before, the form still works as a page POST).
  const hydrated = useHydrated();
  const { t } = useTranslation();
  return (
    <form
      ref={formRef}
      method="post"
      className="contact-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      data-hydrated={hydrated}
    >
      <h2 id="contact-form-title" className="contact-section-title">
        {t('forms.contact.formTitle')}
      </h2>
      <div className="row g-0 gap-md-3 flex-md-nowrap">
        <div className="col-md">
          <FormField
            idPrefix="contact"
            mark="required"
            name="name"
            label={t('forms.fields.name')}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            defaultValue={defaults?.name}
            error={errors.name}
          />
        </div>
        <div className="col-md">
          <FormField
            idPrefix="contact"
            mark="required"
            name="email"
            label={t('forms.fields.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.emailMax}
            defaultValue={defaults?.email}
            error={errors.email}
          />
        </div>
      </div>
      <div className="row g-0 gap-md-3 flex-md-nowrap">
        <div className="col-md">
          <FormField
            idPrefix="contact"
            name="phone"
            label={t('forms.fields.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t('forms.fields.phonePlaceholder')}
            mark="optional"
            maxLength={CONTACT_LIMITS.phoneMax}
            defaultValue={defaults?.phone}
            error={errors.phone}
          />
        </div>
        <div className="col-md">
          <FormField
            idPrefix="contact"
            name="subject"
            label={t('forms.fields.subject')}
            mark="optional"
            maxLength={CONTACT_LIMITS.subjectMax}
            defaultValue={defaults?.subject}
            error={errors.subject}
          />
        </div>
      </div>
      <TextAreaField
        idPrefix="contact"
        mark="required"
        name="message"
        label={t('forms.fields.message')}
        rows={6}
        required
        maxLength={CONTACT_LIMITS.messageMax}
        defaultValue={defaults?.message}
        error={errors.message}
      />
      <SubmitButton busy={busy} label={t('forms.contact.send')} className="contact-form__submit" />
    </form>
  );
}
