import { createBrowserRouter, RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api-client';
import { paths } from '../config/paths';
import { routes } from './routes';

const router = createBrowserRouter(routes);
setSessionExpiredHandler(() => void router.navigate(paths.login));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
