import { formatCount } from '../lib/money.ts';
import { Link } from 'react-router';

/** A filter form's two buttons: Apply submits it (the filters go into the URL), Clear goes back to `clearTo`. */
export function FilterActions({ clearTo }: { clearTo: string }) {
  return (
    <>
      <button type="submit" className="btn btn-primary">
        Apply
      </button>
      <Link className="btn btn-link" to={clearTo}>
        Clear
      </Link>
    </>
  );
}

/** "1 order" / "1,23,456 orders": how many rows match a list's filters, read out when it changes. */
export function ResultCount({ total, one, many, className = '' }: { total: number; one: string; many: string; className?: string }) {
  return (
    <p className={`text-body-secondary ${className}`.trim()} role="status">
      {total === 1 ? `1 ${one}` : `${formatCount(total)} ${many}`}
    </p>
  );
}
