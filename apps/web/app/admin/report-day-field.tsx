import { useState } from 'react';
import { BsDatePicker } from '../ui/bs-date-picker.tsx';

/** One end of the reports' range: the AD day the URL and the API take, with its Bikram Sambat picker under it. */
export function ReportDayField({ name, label, defaultValue, max }: { name: string; label: string; defaultValue: string; max: string }) {
  const [day, setDay] = useState(defaultValue);
  return (
    <div>
      <label className="form-label mb-0">
        {label}
        <input className="form-control" type="date" name={name} value={day} onChange={(event) => setDay(event.target.value)} required />
      </label>
      <BsDatePicker value={day} onChange={setDay} label={label} max={max} />
    </div>
  );
}
