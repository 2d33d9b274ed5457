import { useState } from 'react';
import { BsDatePicker } from '../ui/bs-date-picker.tsx';

interface Props {
  name: string;
  label: string;
  defaultValue?: string | undefined;
  max?: string | undefined;
  /** A report's range needs both ends; a list's filter may leave either open. */
  required?: boolean;
}

/**
 * One end of a back-office date filter (reports, orders, inbox, audit, the COD day): the AD day the URL
 * and the API take, with its Bikram Sambat picker under it (decision 0118); each follows the other.
 */
export function FilterDayField({ name, label, defaultValue = '', max, required = false }: Props) {
  const [day, setDay] = useState(defaultValue);
  return (
    <div>
      <label className="form-label mb-0">
        {label}
        <input
          className="form-control"
          type="date"
          name={name}
          value={day}
          max={max}
          onChange={(event) => setDay(event.target.value)}
          required={required}
        />
      </label>
      <BsDatePicker value={day} onChange={setDay} label={label} max={max} />
    </div>
  );
}
