import { index, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// Paths of spec §2 (links use app/lib/paths.ts). The splat route last: any
// other path is a real 404 page.
export default [
  index('routes/home.tsx'),
  route('categorie/:categorySlug', 'routes/category.tsx'),
  route('menu', 'routes/menu.tsx'),
  route('contatti', 'routes/contacts.tsx'),
  route('lingua', 'routes/language.ts'),
  route('connect/google', 'routes/connect-google.ts'),
  route('connect/facebook', 'routes/connect-facebook.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
