import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { koAuth } from '../../../locales/ko-auth';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';

describe('/login', () => {
  it('logs in, keeps the session in cookies and shows the nickname in the header', async () => {
    let sent: unknown;
    server.use(
      http.post('/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ accessToken: 'access-1', user: testUser });
      }),
      http.post('/auth/refresh', () => HttpResponse.json({ accessToken: 'access-2' })),
      http.get('/api/mypage/me', () => HttpResponse.json(testUser)),
    );
    const { user, router } = await renderApp('/login');
    await user.type(screen.getByLabelText('아이디'), 'member1');
    await user.type(screen.getByLabelText('비밀번호'), 'Secret!pass1');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('멍멍이집사님')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toEqual({ userid: 'member1', password: 'Secret!pass1' });
    expect(Cookies.get('token')).toBe('access-1');
    expect(JSON.parse(Cookies.get('user') ?? '{}').nickname).toBe('멍멍이집사');
    expect(Cookies.get('autoLogin')).toBe('true');
  });

  it('shows the Korean failure message for wrong credentials', async () => {
    server.use(
      http.post('/auth/login', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 401, message: koAuth.loginFailure },
          { status: 401 },
        ),
      ),
    );
    const { user } = await renderApp('/login');
    await user.type(screen.getByLabelText('아이디'), 'member1');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '아이디 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('requires both fields before calling the server', async () => {
    const { user } = await renderApp('/login');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText(koAuth.useridRequired)).toBeInTheDocument();
    expect(screen.getByText(koAuth.passwordRequired)).toBeInTheDocument();
  });

  it('sends a logged-in visitor home', async () => {
    const { router } = await renderApp('/login', { as: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('links to signup and password recovery', async () => {
    await renderApp('/login');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
    expect(main.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute(
      'href',
      '/findpassword',
    );
  });
});
