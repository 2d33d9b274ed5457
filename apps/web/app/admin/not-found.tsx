import { Link, data } from 'react-router';

export const meta = () => [{ title: 'Page not found — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

// Every /admin URL no back-office route claims: a real HTTP 404, shown inside the back office's own
// layout (its menu, who is signed in) by this route's ErrorBoundary, never the shop's 404 page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return <AdminNotFoundPage />;
}

export function ErrorBoundary() {
  return <AdminNotFoundPage />;
}

function AdminNotFoundPage() {
  return (
    <section aria-labelledby="admin-not-found-title">
      <h1 id="admin-not-found-title" className="h3 mb-3">
        Page not found
      </h1>
      <p>There is no back-office page at this address. Check the link, or start again from the back office’s home.</p>
      <Link to="/admin" className="btn btn-primary">
        Back to the back office
      </Link>
    </section>
  );
}
