import { useState } from 'react';
import { BsDatePicker } from './bs-date-picker.tsx';
import { FormField } from './form-field.tsx';

interface Props {
  name: string;
  label: string;
  mark?: 'required' | 'optional';
  error?: string | undefined;
  hint?: string;
  min?: string | undefined;
  max?: string | undefined;
  defaultValue?: string;
  idPrefix?: string;
  /** Classes of the wrapper holding both calendars (grid columns). */
  className?: string;
}

/**
 * A day a person enters in either calendar: the AD date field the form sends under `name` (as the API
 * takes it), with the Bikram Sambat picker under it; each follows the other.
 */
export function DayField({ defaultValue = '', className, ...field }: Props) {
  const [day, setDay] = useState(defaultValue);
  const both = (
    <>
      <FormField {...field} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      <BsDatePicker value={day} onChange={setDay} label={field.label} min={field.min} max={field.max} />
    </>
  );
  return className ? <div className={className}>{both}</div> : both;
}
