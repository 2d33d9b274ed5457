import { type OrderStatus, TRACKING_STEPS, trackingStep } from '@suraksha/domain/order-status';
import { useTranslation } from '../../i18n/react.tsx';

/** The statuses that mark a step (a pending or cancelled order has reached none): their labels' keys. */
type StepStatus = Exclude<OrderStatus, 'Pending Order' | 'Cancelled'>;

/** SPEC §4: the four steps, highlighted up to the one the order's status has reached. */
export function TrackingSteps({ status }: { status: string }) {
  const { t } = useTranslation();
  const reached = trackingStep(status);
  return (
    <ol className="tracking-steps" aria-label={t('tracking.steps.label')}>
      {TRACKING_STEPS.map((step, index) => {
        const isReached = index <= reached;
        const isCurrent = index === reached;
        return (
          <li
            key={step.label}
            className={`tracking-step${isReached ? ' is-reached' : ''}${isCurrent ? ' is-current' : ''}`}
            aria-current={isCurrent ? 'step' : undefined}
            data-reached={isReached}
          >
            <span className="tracking-step__dot" aria-hidden="true">
              {isReached ? '✓' : index + 1}
            </span>
            <span className="tracking-step__label">{t(`tracking.steps.byStatus.${step.status as StepStatus}`)}</span>
            <span className="visually-hidden">
              {isReached ? (isCurrent ? t('tracking.steps.current') : t('tracking.steps.done')) : t('tracking.steps.notYet')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
