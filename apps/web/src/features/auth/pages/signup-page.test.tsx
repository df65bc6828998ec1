import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';

function freeEverything() {
  server.use(
    http.get('/auth/check-nickname', () => HttpResponse.json(true)),
    http.get('/auth/check-email', () => HttpResponse.json(true)),
    http.post('/auth/check-id', () => HttpResponse.json({ exists: false })),
  );
}

async function fill(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  values: Record<string, string>,
) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.tab();
  // The three required consents (issue 29); the optional e-mail one stays unticked.
  for (const name of [
    '[필수] 이용약관 동의',
    '[필수] 개인정보 수집·이용 동의',
    '[필수] 만 14세 이상입니다',
  ]) {
    const box = screen.getByRole('checkbox', { name });
    if (!(box as HTMLInputElement).checked) await user.click(box);
  }
}

const good = {
  닉네임: '새로운집사',
  이메일: 'new@example.com',
  아이디: 'newmember',
  비밀번호: 'Strong!pass1',
  '비밀번호 확인': 'Strong!pass1',
};

describe('/signup', () => {
  it('signs up, shows the success modal and goes to /login after 2 seconds', async () => {
    freeEverything();
    let body: unknown;
    server.use(
      http.post('/auth/signup', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'ok', message: 'ok' }, { status: 201 });
      }),
    );
    const { user, router } = await renderApp('/signup');
    await fill(user, good);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '회원가입이 완료되었습니다! 잠시 후 로그인 페이지로 이동합니다.',
    );
    expect(body).toEqual({
      nickname: '새로운집사',
      email: 'new@example.com',
      userid: 'newmember',
      password: 'Strong!pass1',
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge14: true,
      agreeEmailAlerts: false,
    });
    expect(router.state.location.pathname).toBe('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('checks the nickname when it loses focus and blocks submit while it is taken', async () => {
    freeEverything();
    server.use(http.get('/auth/check-nickname', () => HttpResponse.json(false)));
    const { user } = await renderApp('/signup');
    await user.type(screen.getByLabelText('닉네임'), '있는닉네임');
    await user.tab();
    expect(await screen.findByText('이미 사용 중인 닉네임입니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '가입하기' })).toBeDisabled();
    await user.type(screen.getByLabelText('닉네임'), '2');
    expect(screen.getByRole('button', { name: '가입하기' })).toBeEnabled();
  });

  it('checks the ID with POST /auth/check-id', async () => {
    freeEverything();
    server.use(http.post('/auth/check-id', () => HttpResponse.json({ exists: true })));
    const { user } = await renderApp('/signup');
    await user.type(screen.getByLabelText('아이디'), 'takenid');
    await user.tab();
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeInTheDocument();
  });

  it.each([
    ['닉네임', 'ab', '닉네임은 3자 이상이어야 합니다.'],
    ['이메일', 'wrong', '올바른 이메일 형식을 입력하세요.'],
    ['아이디', 'abc', '아이디는 4자 이상이어야 합니다.'],
    ['비밀번호', 'weakpass', '비밀번호는 8자 이상이며 대문자, 숫자, 특수문자를 포함해야 합니다.'],
  ])('shows the rule for a bad %s', async (label, value, message) => {
    freeEverything();
    const { user } = await renderApp('/signup');
    await user.type(screen.getByLabelText(label), value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for a password and a matching confirmation', async () => {
    freeEverything();
    const { user } = await renderApp('/signup');
    await fill(user, { ...good, 비밀번호: '', '비밀번호 확인': 'x' });
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('비밀번호를 입력하세요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('비밀번호'), 'Strong!pass1');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
  });

  it('shows the server 409 next to the field', async () => {
    freeEverything();
    server.use(
      http.post('/auth/signup', () =>
        HttpResponse.json(
          {
            status: 'error',
            statusCode: 409,
            message: '이미 사용 중인 이메일입니다.',
            field: 'email',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderApp('/signup');
    await fill(user, good);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이미 사용 중인 이메일입니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '가입하기' })).toBeDisabled();
  });

  it('shows the generic failure when the server fails', async () => {
    freeEverything();
    server.use(http.post('/auth/signup', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderApp('/signup');
    await fill(user, good);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('회원가입 중 오류가 발생했습니다.')).toBeInTheDocument();
  });
});
