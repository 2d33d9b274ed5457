import { data } from 'react-router';

// Every URL no other route claims: a real HTTP 404, rendered by the root ErrorBoundary
// (the shop's "Page not found" inside the normal header and footer).
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
