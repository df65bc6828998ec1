import { createBrowserRouter } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api-client';
import { loginAfter } from '../lib/return-path';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
// Logging in again comes back to the page the session ended on (issue 27).
setSessionExpiredHandler(() => void router.navigate(loginAfter(router.state.location)));
