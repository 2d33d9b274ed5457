import { TRACKING_STEPS, trackingStep } from '@suraksha/domain/order-status';

/** SPEC §4: the four steps, highlighted up to the one the order's status has reached. */
export function TrackingSteps({ status }: { status: string }) {
  const reached = trackingStep(status);
  return (
    <ol className="tracking-steps" aria-label="Delivery progress">
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
            <span className="tracking-step__label">{step.label}</span>
            <span className="visually-hidden">{isReached ? (isCurrent ? ' (current step)' : ' (done)') : ' (not yet)'}</span>
          </li>
        );
      })}
    </ol>
  );
}
