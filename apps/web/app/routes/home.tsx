import type { HomeResponse } from '@suraksha/contracts/catalog';
import { Link } from 'react-router';
import { apiContext } from '../lib/api-context.ts';
import { callApi } from '../lib/api-client.ts';
import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'Suraksha — CCTV, NVR, alarms and access control in Nepal' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return callApi<HomeResponse>(context.get(apiContext), { method: 'GET', path: '/home' });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Suraksha</h1>
      <ul>
        {loaderData.newProducts.map((p) => (
          <li key={p.slug}>
            <Link to={`/products/${p.slug}`}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
