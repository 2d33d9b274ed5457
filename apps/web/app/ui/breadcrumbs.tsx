import { Link } from 'react-router';

export interface Crumb {
  title: string;
  /** Where the crumb links; the last crumb (the page itself) has none. */
  to?: string;
}

/** Home › … › this page: every page below home shows where it sits and the way back up. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="page-breadcrumbs">
      <ol className="breadcrumb">
        <li className="breadcrumb-item">
          <Link to="/">Home</Link>
        </li>
        {crumbs.map((crumb, i) =>
          crumb.to ? (
            <li key={`${i}-${crumb.to}`} className="breadcrumb-item">
              <Link to={crumb.to}>{crumb.title}</Link>
            </li>
          ) : (
            <li key={`${i}-here`} className="breadcrumb-item active" aria-current="page">
              {crumb.title}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
