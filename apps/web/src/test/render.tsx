import type { User } from '@chajul/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider, createQueryClient } from '../app/provider';
import { routes } from '../app/routes';
import { setSessionExpiredHandler } from '../lib/api-client';
import { loginAfter } from '../lib/return-path';
import { sessionStore } from '../lib/session';

export const testUser: User = {
  id: 7,
  userid: 'member1',
  nickname: '멍멍이집사',
  email: 'member1@example.com',
  name: null,
  role: 'USER',
  createdAt: '2026-01-02T03:04:05.000Z',
};
export const testAdmin: User = {
  ...testUser,
  id: 1,
  userid: 'admin',
  nickname: '관리자',
  role: 'ADMIN',
};

/** Renders the whole app at a URL, as a person would open it, optionally logged in. */
export function renderApp(url: string, { as }: { as?: User } = {}) {
  if (as) sessionStore.start('test-access-token', as, false);
  else sessionStore.clear();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  setSessionExpiredHandler(() => void router.navigate(loginAfter(router.state.location)));
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}
