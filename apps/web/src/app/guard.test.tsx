import { render, screen, waitFor, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session';
import { expectForbidden, expectLoginGate } from '../test/gates';
import { renderApp, testUser } from '../test/render';
import { Guarded } from './guard';
import type { PageEntry } from './page-entry';
import { pages } from './page-table';

const entries: PageEntry[] = Object.values(pages);
/** A URL of the entry's page: a parameter of its path takes a made-up id. */
const urlOf = (entry: PageEntry) => entry.path.replace(/:\w+/g, '3');

describe('page guards (issue 27)', () => {
  it("shows a visitor every members' and admins' page as its name, why not, and ways in that come back", async () => {
    const guarded = entries.filter((e) => e.guard === 'members' || e.guard === 'admins');
    expect(guarded.length).toBeGreaterThan(5);
    for (const entry of guarded) {
      const url = urlOf(entry);
      const view = await renderApp(url);
      await expectLoginGate(entry.title ?? '', url);
      expect(view.router.state.location.pathname).toBe(url);
      view.unmount();
    }
  });

  it("tells a member he may not use an admins' page, in its own words where it has them", async () => {
    for (const entry of entries.filter((e) => e.guard === 'admins' && !e.membersGo)) {
      const view = await renderApp(urlOf(entry), { as: testUser });
      await expectForbidden(
        entry.title ?? '',
        entry.forbidden ?? '관리자만 이용할 수 있는 페이지입니다.',
      );
      view.unmount();
    }
    await renderApp('/notice/write', { as: testUser });
    await expectForbidden('공지 작성', '공지사항 작성/수정 권한이 없습니다.');
    expect(screen.queryByLabelText('제목')).not.toBeInTheDocument();
  });

  it('sends a member who opens the admin page to 마이페이지 (spec §6)', async () => {
    const sent = entries.filter((e) => e.guard === 'admins' && e.membersGo);
    expect(sent.length).toBeGreaterThan(0);
    for (const entry of sent) {
      const view = await renderApp(urlOf(entry), { as: testUser });
      await waitFor(() => expect(view.router.state.location.pathname).toBe(entry.membersGo));
      view.unmount();
    }
  });

  it('says it is loading, not an empty page, while the page he is sent to loads', async () => {
    sessionStore.start('test-access-token', testUser, false);
    const NeverLoads = lazy(() => new Promise<never>(() => {}));
    const router = createMemoryRouter(
      [
        {
          element: (
            <Suspense fallback={<p>모듈을 기다리는 중</p>}>
              <Outlet />
            </Suspense>
          ),
          children: [
            {
              path: '/adminpage',
              element: (
                <Guarded guard="admins" membersGo="/mypage">
                  <h1>관리자 페이지</h1>
                </Guarded>
              ),
            },
            { path: '/mypage', element: <NeverLoads /> },
          ],
        },
      ],
      { initialEntries: ['/adminpage'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a member who opens the log-in or sign-up page on to where he was going', async () => {
    const login = await renderApp('/login?from=%2Freport%2Fhow%3Fstep%3D2', { as: testUser });
    await waitFor(() => expect(login.router.state.location.pathname).toBe('/report/how'));
    expect(login.router.state.location.search).toBe('?step=2');
    login.unmount();

    const signup = await renderApp('/signup', { as: testUser });
    await waitFor(() => expect(signup.router.state.location.pathname).toBe('/'));
  });

  it('sends him home when the from of the log-in page would leave the site', async () => {
    for (const from of ['/%09/evil.example', '//evil.example', 'https://evil.example/']) {
      const view = await renderApp(`/login?from=${from}`, { as: testUser });
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
      view.unmount();
    }
  });

  it('names the gate page in the browser’s title bar as the page itself', async () => {
    await renderApp('/inquiry/write');
    await within(screen.getByRole('main')).findByRole('heading', { name: '문의하기' });
    expect(document.title).toBe('문의하기 · 찾아줄개');
  });
});
