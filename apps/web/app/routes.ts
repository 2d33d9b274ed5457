import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table, mirroring SPEC.md §2.
export default [
  index('routes/home.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
