import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testAdmin, testUser } from '../../test/render';
import { server } from '../../test/server';
import { restoreSession } from '../../features/auth/api/restore-session';
import { sessionStore } from '../../lib/session';

describe('header', () => {
  it('offers login and signup to visitors', async () => {
    await renderApp('/');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
    // The logo's name starts with what it shows (WCAG 2.5.3), then says where it goes.
    expect(
      header.getByRole('link', { name: /^찾아줄개 AI로 함께 찾는 우리 강아지 홈$/ }),
    ).toHaveAttribute('href', '/');
  });

  it('puts the bell and a menu under the nickname in the header of a member', async () => {
    const { user } = await renderApp('/', { as: testUser });
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: '알림' })).toHaveAttribute(
      'href',
      '/mypage?tab=notifications',
    );
    expect(header.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
    await user.click(header.getByRole('button', { name: '멍멍이집사님 메뉴' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: '마이페이지' })).toHaveAttribute(
      'href',
      '/mypage',
    );
    expect(within(menu).getByRole('menuitem', { name: '메시지' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(menu).getByRole('menuitem', { name: '로그아웃' })).toBeInTheDocument();
  });

  it('gives the admin a way to the admin page from the nickname menu', async () => {
    const { user } = await renderApp('/', { as: testAdmin });
    await user.click(screen.getByRole('button', { name: /님 메뉴$/ }));
    expect(await screen.findByRole('menuitem', { name: '관리자 페이지' })).toHaveAttribute(
      'href',
      '/adminpage',
    );
  });

  it('logs out even when the server call fails, and goes home', async () => {
    server.use(http.post('/auth/logout', () => HttpResponse.error()));
    const { user, router } = await renderApp('/findpassword', { as: testUser });
    expect(screen.getByText('멍멍이집사님')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '멍멍이집사님 메뉴' }));
    await user.click(await screen.findByRole('menuitem', { name: '로그아웃' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('멍멍이집사님')).not.toBeInTheDocument();
    expect(Cookies.get('token')).toBeUndefined();
  });
});

describe('navigation bar', () => {
  it('shows the category and page of the current route', async () => {
    await renderApp('/reset-password?token=x');
    const nav = within(screen.getByRole('navigation', { name: '주 메뉴' }));
    expect(nav.getByRole('link', { name: '홈' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: '카테고리: 카테고리' })).toBeInTheDocument();
  });

  it('lists the board pages, with "공지 작성" for admins only', async () => {
    const member = await renderApp('/inquiry', { as: testUser });
    expect(screen.getByRole('button', { name: '카테고리: 공지 · 문의' })).toBeInTheDocument();
    await member.user.click(screen.getByRole('button', { name: '하위 메뉴: 문의 게시판' }));
    const memberMenu = await screen.findByRole('menu');
    expect(
      within(memberMenu).queryByRole('menuitem', { name: '공지 작성' }),
    ).not.toBeInTheDocument();
    expect(within(memberMenu).getByRole('menuitem', { name: '문의 게시판' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    member.unmount();

    const admin = await renderApp('/inquiry', { as: testAdmin });
    await admin.user.click(screen.getByRole('button', { name: '하위 메뉴: 문의 게시판' }));
    expect(await screen.findByRole('menuitem', { name: '공지 작성' })).toHaveAttribute(
      'href',
      '/notice/write',
    );
  });

  it('sends members to /mypage and admins to /adminpage', async () => {
    const member = await renderApp('/', { as: testUser });
    await member.user.click(screen.getByRole('button', { name: '카테고리: 카테고리' }));
    expect(await screen.findByRole('menuitem', { name: '마이페이지' })).toHaveAttribute(
      'href',
      '/mypage',
    );
    member.unmount();
    const admin = await renderApp('/', { as: testAdmin });
    await admin.user.click(screen.getByRole('button', { name: '카테고리: 카테고리' }));
    expect(await screen.findByRole('menuitem', { name: '관리자 페이지' })).toHaveAttribute(
      'href',
      '/adminpage',
    );
  });
});

describe('skip link', () => {
  it('is the first stop of Tab on a page and moves the focus to the main content', async () => {
    const { user } = await renderApp('/report/how', { as: testUser });
    await user.tab();
    const skip = screen.getByRole('link', { name: '본문 바로가기' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('breadcrumbs', () => {
  it('name a page once when its category holds only that page', async () => {
    await renderApp('/mypage', { as: testUser });
    const nav = within(screen.getByRole('navigation', { name: '주 메뉴' }));
    expect(await nav.findByRole('button', { name: '카테고리: 마이페이지' })).toBeInTheDocument();
    expect(nav.queryByRole('button', { name: /^하위 메뉴/ })).not.toBeInTheDocument();
  });
});

describe('section links', () => {
  const sections = ['유기견 조회', '실종 신고', '입양', '보호소', '공지사항', '문의'];

  it('lists the six sections on top and in the tab bar, marking the current one', async () => {
    await renderApp('/report/how');
    const top = within(screen.getByRole('list', { name: '바로 가기' }));
    // The tab bar's last list: the two help links come first (issue 39 item 3).
    const tabBar = within(screen.getByRole('navigation', { name: '하단 메뉴' }));
    const tabs = within(tabBar.getAllByRole('list').at(-1)!);
    for (const list of [top, tabs]) {
      expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual(sections);
      expect(list.getByRole('link', { name: '실종 신고' })).toHaveAttribute('aria-current', 'true');
      expect(list.getByRole('link', { name: '입양' })).toHaveAttribute('href', '/adopt');
      expect(list.getByRole('link', { name: '입양' })).not.toHaveAttribute('aria-current');
    }
  });
});

describe('document title', () => {
  it('names the page, then the product', async () => {
    const { router } = await renderApp('/');
    expect(document.title).toBe('찾아줄개 — AI로 함께 찾는 우리 강아지');
    await router.navigate('/lookup');
    await waitFor(() => expect(document.title).toBe('유기견 조회 · 찾아줄개'));
    await router.navigate('/no/such/page');
    await waitFor(() => expect(document.title).toBe('페이지를 찾을 수 없습니다 · 찾아줄개'));
  });
});

describe('session at load', () => {
  it('refreshes the token when autoLogin is set', async () => {
    sessionStore.start('old', testUser, true);
    server.use(http.post('/auth/refresh', () => HttpResponse.json({ accessToken: 'renewed' })));
    await restoreSession();
    expect(Cookies.get('token')).toBe('renewed');
    expect(sessionStore.get()?.user.nickname).toBe(testUser.nickname);
  });

  it('asks the server who is logged in when only the autoLogin flag is left', async () => {
    Cookies.set('autoLogin', 'true');
    server.use(
      http.post('/auth/refresh', () => HttpResponse.json({ accessToken: 'renewed' })),
      http.get('/api/mypage/me', () => HttpResponse.json(testUser)),
    );
    await restoreSession();
    expect(sessionStore.get()?.user.userid).toBe(testUser.userid);
  });

  it('the header shows the nickname the server has now', async () => {
    server.use(
      http.get('/api/mypage/me', () => HttpResponse.json({ ...testUser, nickname: '새닉네임' })),
    );
    await renderApp('/', { as: testUser });
    expect(await screen.findByText('새닉네임님')).toBeInTheDocument();
  });

  it('logs out when the automatic refresh fails', async () => {
    sessionStore.start('old', testUser, true);
    const logout = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/auth/refresh', () => HttpResponse.json({}, { status: 401 })),
      http.post('/auth/logout', () => {
        logout();
        return HttpResponse.json({ status: 'ok', message: 'ok' });
      }),
    );
    await restoreSession();
    expect(sessionStore.get()).toBeNull();
    expect(Cookies.get('autoLogin')).toBeUndefined();
    expect(logout).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('keeps the session when the refresh gets no answer: offline, down, or the page was left', async () => {
    const logout = vi.fn();
    server.use(
      http.post('/auth/logout', () => {
        logout();
        return HttpResponse.json({ status: 'ok', message: 'ok' });
      }),
    );
    for (const answer of [
      () => HttpResponse.error(),
      () => new HttpResponse(null, { status: 503 }),
    ]) {
      sessionStore.start('old', testUser, true);
      server.use(http.post('/auth/refresh', answer));
      await restoreSession();
      expect(sessionStore.get()).toMatchObject({ token: 'old', user: { userid: testUser.userid } });
      expect(Cookies.get('autoLogin')).toBe('true');
    }
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('unknown routes', () => {
  it('show a proper 404 page', async () => {
    await renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  });
});
