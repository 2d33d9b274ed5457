import { BS_MONTHS, BS_MONTHS_NEPALI, BS_RANGE, type BsDate, bsDateOf, bsMonthLength, bsToAd } from '@suraksha/domain/bikram-sambat';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import './bs-date-picker.css';

interface Props {
  /** The AD day (YYYY-MM-DD) the form sends, or '' while none is chosen. */
  value: string;
  /** Called with the AD day of a complete BS choice, or '' when the choice is incomplete. */
  onChange: (ad: string) => void;
  /** The field's own label ("Purchase Date", "From"): the group is named after it. */
  label: string;
  /** The AD days the years offered cover (the field's own min and max). */
  min?: string | undefined;
  max?: string | undefined;
}

type Parts = { year: string; month: string; day: string };
const EMPTY: Parts = { year: '', month: '', day: '' };
const partsOf = (ad: string): Parts => {
  const date = bsDateOf(ad);
  return date ? { year: String(date.year), month: String(date.month), day: String(date.day) } : EMPTY;
};

/**
 * Year, month and day selects in Bikram Sambat beside an AD date field (decision 0118): a choice here writes
 * its AD day through onChange, and an AD day typed there shows here. The API keeps taking AD.
 */
export function BsDatePicker({ value, onChange, label, min, max }: Props) {
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // The AD value this picker last wrote or followed: a different one came from the AD field.
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setParts(partsOf(value));
  }

  // Before hydration the selects could not write the AD field: they wait, and the AD field works alone.
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const months = useLanguage() === 'ne' ? BS_MONTHS_NEPALI : BS_MONTHS;
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // A form emptied after it was sent (form.reset()) empties the choice too.
    const form = group.current?.form;
    const clear = () => onChange('');
    form?.addEventListener('reset', clear);
    return () => form?.removeEventListener('reset', clear);
  }, [onChange]);

  function choose(part: keyof Parts, text: string) {
    const next = { ...parts, [part]: text };
    const length = bsMonthLength(Number(next.year), Number(next.month));
    // A day past the end of the newly chosen month moves to its last day (32 Asar → 31 Shrawan).
    if (length && Number(next.day) > length) next.day = String(length);
    const date: BsDate = { year: Number(next.year), month: Number(next.month), day: Number(next.day) };
    const ad = next.year && next.month && next.day ? bsToAd(date) : '';
    setParts(next);
    setFollowed(ad);
    onChange(ad);
  }

  // The years between the field's min and max, and the chosen one even outside them (the server judges it).
  const chosen = Number(parts.year) || undefined;
  const first = Math.min(bsDateOf(min ?? '')?.year ?? BS_RANGE.firstYear, chosen ?? Infinity);
  const last = Math.max(bsDateOf(max ?? '')?.year ?? BS_RANGE.lastYear, chosen ?? -Infinity);
  const years = Array.from({ length: last - first + 1 }, (_, i) => last - i);
  const days = bsMonthLength(Number(parts.year), Number(parts.month)) ?? 32;
  const select = (part: keyof Parts, name: string, options: { value: number; text: string }[]) => (
    <select className="form-select" aria-label={name} value={parts[part]} onChange={(event) => choose(part, event.target.value)}>
      <option value="">{name}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset ref={group} className="bs-date-picker" disabled={!hydrated}>
      <legend className="form-text">{t('checkout.bsDate.legend', { label })}</legend>
      {select(
        'day',
        t('checkout.bsDate.day'),
        Array.from({ length: days }, (_, i) => ({ value: i + 1, text: String(i + 1) })),
      )}
      {select(
        'month',
        t('checkout.bsDate.month'),
        months.map((name, i) => ({ value: i + 1, text: name })),
      )}
      {select(
        'year',
        t('checkout.bsDate.year'),
        years.map((year) => ({ value: year, text: String(year) })),
      )}
    </fieldset>
  );
}
