import type { User } from '@chajul/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, matchPath } from 'react-router';
import type { PageEntry } from '../app/page-entry';
import type { PageKey } from '../app/page-table';
import { pages } from '../app/page-table';
import { lazyPages } from '../app/pages';
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

/**
 * Loads the module of the page at `url` (ADR 210): a test file loads only the pages it opens,
 * not all of them, and the page then renders without suspending.
 */
async function loadPageAt(url: string) {
  const { pathname } = new URL(url, 'http://localhost');
  const entries = Object.entries(pages) as [PageKey, PageEntry][];
  const matching = entries.filter(([, entry]) =>
    [entry.path, ...(entry.aliases ?? [])].some((pattern) => matchPath(pattern, pathname)),
  );
  await Promise.all(matching.map(([key]) => lazyPages[key]?.preload()));
}

/**
 * Renders the whole app at a URL, as a person would open it, optionally logged in. A page the
 * test goes on to shows once its module has loaded, as in the browser: `findBy*` waits for it.
 */
export async function renderApp(url: string, { as }: { as?: User } = {}) {
  await loadPageAt(url);
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
