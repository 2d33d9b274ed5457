import type { GrievanceReceived as Received } from '@suraksha/contracts/grievance';
import type { SellerDisclosure } from '@suraksha/contracts/seller-information';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { useTranslation } from '../../i18n/react.tsx';
import { NepalDate } from '../../ui/nepal-date.tsx';
import { PhoneLink } from '../../ui/phone-link.tsx';

/** What a complainant keeps: the reference, the day the shop must answer by (AD and BS) and who answers. */
export function GrievanceReceived({
  received,
  officer,
  onAnother,
}: {
  received: Received;
  officer: SellerDisclosure | null;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="alert alert-success" role="status" aria-labelledby="grievance-received" data-testid="grievance-received">
      <h2 id="grievance-received" className="h5">
        {t('grievance.received.title')}
      </h2>
      <dl className="mb-2">
        <dt>{t('grievance.received.reference')}</dt>
        <dd className="fs-4 fw-bold" data-testid="grievance-reference">
          {received.reference}
        </dd>
        <dt>{t('grievance.received.dueBy')}</dt>
        <dd data-testid="grievance-due">
          <NepalDate day={dayInNepal(new Date(received.due_at))} dateTime={received.due_at} />
        </dd>
        {officer && (
          <>
            <dt>{t('grievance.received.officer')}</dt>
            <dd>
              {officer.grievance_officer_name} · <PhoneLink phone={officer.grievance_officer_phone} /> ·{' '}
              <a href={`mailto:${officer.grievance_officer_email}`}>{officer.grievance_officer_email}</a>
            </dd>
          </>
        )}
      </dl>
      <p>{t('grievance.received.keep')}</p>
      <button type="button" className="btn btn-outline-success btn-sm" onClick={onAnother}>
        {t('grievance.received.another')}
      </button>
    </section>
  );
}
