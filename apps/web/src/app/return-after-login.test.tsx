import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../test/render';
import { server } from '../test/server';

const header = () => within(screen.getByRole('banner'));

describe('logging in comes back to where it was asked for (issue 27)', () => {
  it('the header’s log-in and sign-up links come back to the page they were used on', async () => {
    await renderApp('/report/how?step=2');
    const from = encodeURIComponent('/report/how?step=2');
    expect(header().getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      `/login?from=${from}`,
    );
    expect(header().getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      `/signup?from=${from}`,
    );
  });

  it('on the log-in page, the links pass on where it came from, and drop a way off the site', async () => {
    const view = await renderApp('/login?from=%2Freport%2Fhow');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: '회원가입' }),
    ).toHaveAttribute('href', '/signup?from=%2Freport%2Fhow');
    view.unmount();
    await renderApp('/login?from=/%09/evil.example');
    expect(header().getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
  });

  it('logs in and goes back to the page that sent the visitor', async () => {
    server.use(
      http.post('/auth/login', () => HttpResponse.json({ accessToken: 'a', user: testUser })),
    );
    const { user, router } = await renderApp('/login?from=%2Freport%2Fhow');
    await user.type(screen.getByLabelText('아이디'), 'member1');
    await user.type(screen.getByLabelText('비밀번호'), 'Secret!pass1');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/how'));
  });

  it('after signing up, the log-in page it opens comes back to where sign-up was asked for', async () => {
    server.use(
      http.get('/auth/check-nickname', () => HttpResponse.json(true)),
      http.get('/auth/check-email', () => HttpResponse.json(true)),
      http.post('/auth/check-id', () => HttpResponse.json({ exists: false })),
      http.post('/auth/signup', () =>
        HttpResponse.json({ status: 'ok', message: 'ok' }, { status: 201 }),
      ),
    );
    const { user, router } = await renderApp('/signup?from=%2Finquiry%2Fwrite');
    await user.type(screen.getByLabelText('닉네임'), '새로운집사');
    await user.type(screen.getByLabelText('이메일'), 'new@example.com');
    await user.type(screen.getByLabelText('아이디'), 'newmember');
    await user.type(screen.getByLabelText('비밀번호'), 'Strong!pass1');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Strong!pass1');
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Finquiry%2Fwrite');
  });
});
