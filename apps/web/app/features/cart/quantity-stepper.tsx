import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

interface QuantityStepperProps {
  quantity: number;
  /** The product's name, for the controls' accessible names. */
  label: string;
  disabled: boolean;
  onChange(quantity: number): void;
}

/**
 * − / number / + for a bag line. SPEC §5: never below 1 (− is disabled at 1); the stock
 * ceiling is the server's, which answers 'Only N left in stock.' when passed.
 */
export function QuantityStepper({ quantity, label, disabled, onChange }: QuantityStepperProps) {
  // What is being typed, for the quantity it was typed over; a new quantity from the server wins.
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ over: number; text: string } | null>(null);
  const text = draft?.over === quantity ? draft.text : String(quantity);

  function commit() {
    const wanted = Number(text);
    setDraft(null);
    if (Number.isSafeInteger(wanted) && wanted >= 1 && wanted !== quantity) onChange(wanted);
  }

  return (
    <div className="input-group input-group-sm quantity-stepper">
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={t('bag.stepper.less', { name: label })}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        type="number"
        className="form-control text-center"
        inputMode="numeric"
        min={1}
        step={1}
        aria-label={t('bag.stepper.quantity', { name: label })}
        value={text}
        disabled={disabled}
        onChange={(e) => setDraft({ over: quantity, text: e.target.value })}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={t('bag.stepper.more', { name: label })}
        disabled={disabled}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
