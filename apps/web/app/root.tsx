import type { FooterResponse, MenuResponse } from '@suraksha/contracts/catalog';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { apiContext, publicEnvContext } from './lib/api-context.ts';
import { callApi } from './lib/api-client.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [footer, menu] = await Promise.all([
    callApi<FooterResponse>(api, { method: 'GET', path: '/footer' }),
    callApi<MenuResponse>(api, { method: 'GET', path: '/menu' }),
  ]);
  return { footer, menu, env: context.get(publicEnvContext) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
