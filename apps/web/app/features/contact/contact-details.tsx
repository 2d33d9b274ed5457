import { SHOP_ADDRESS, SHOP_MAP_URL, SHOP_OPENING_HOURS } from '@suraksha/domain/constants';
import { useTranslation } from '../../i18n/react.tsx';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons.tsx';

/** A tel: link that dials from any phone: digits and the leading + only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** Where the shop is and how to reach it (SPEC §2 /contact-us; the address of the invoice, §1). */
export function ContactDetails() {
  const { t } = useTranslation();
  const inLanguage = useMessageText();
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-section-title">
        {t('forms.contact.visitOrCall')}
      </h2>
      <address className="contact-details__list">
        <div className="contact-details__item">
          <MapPinIcon size={20} />
          <div>
            <strong>{SHOP_ADDRESS.name}</strong>
            <br />
            {SHOP_ADDRESS.street}, {SHOP_ADDRESS.city}, {SHOP_ADDRESS.country}
            <br />
            <a href={SHOP_MAP_URL} target="_blank" rel="noopener noreferrer">
              {t('forms.contact.map')}
            </a>
          </div>
        </div>
        <div className="contact-details__item">
          <PhoneIcon size={20} />
          <div>
            <a href={telHref(SHOP_ADDRESS.phone)}>{SHOP_ADDRESS.phone}</a>
            <br />
            <a href={telHref(SHOP_ADDRESS.mobile)}>{SHOP_ADDRESS.mobile}</a>
          </div>
        </div>
        <div className="contact-details__item">
          <MailIcon size={20} />
          <a href={`mailto:${SHOP_ADDRESS.email}`}>{SHOP_ADDRESS.email}</a>
        </div>
      </address>
      <h3 className="contact-hours__title">{t('forms.contact.openingHours')}</h3>
      <dl className="contact-hours">
        {SHOP_OPENING_HOURS.map((row) => (
          <div key={row.days} className="contact-hours__row">
            <dt>{inLanguage(row.days)}</dt>
            <dd>{inLanguage(row.hours)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
