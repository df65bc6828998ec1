import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { expectLoginGate } from '../../../test/gates';
import { server } from '../../../test/server';

describe('/mypage/edit', () => {
  it('shows a visitor why not, with log-in and sign-up links that come back here', async () => {
    await renderApp('/mypage/edit');
    await expectLoginGate('회원 정보 수정', '/mypage/edit');
    expect(screen.queryByLabelText('닉네임')).not.toBeInTheDocument();
  });

  it('shows the ID and email read-only and the nickname editable', async () => {
    await renderApp('/mypage/edit', { as: testUser });
    expect(await screen.findByLabelText('아이디')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('이메일')).toHaveValue(testUser.email);
    expect(screen.getByLabelText('이메일')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('닉네임')).not.toHaveAttribute('readonly');
  });

  it('asks for a nickname when it is emptied', async () => {
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    await user.clear(await screen.findByLabelText('닉네임'));
    await user.click(screen.getByRole('button', { name: '닉네임 변경' }));
    expect(await screen.findByText('닉네임을 입력하세요.')).toBeInTheDocument();
  });

  it('changes the nickname and shows it in the header', async () => {
    server.use(
      http.put('/api/mypage/update-nickname', async ({ request }) => {
        const { nickname } = (await request.json()) as { nickname: string };
        return HttpResponse.json({ ...testUser, nickname });
      }),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    const field = await screen.findByLabelText('닉네임');
    await user.clear(field);
    await user.type(field, '새로운집사');
    await user.click(screen.getByRole('button', { name: '닉네임 변경' }));
    // A toast, not a modal 「알림」 (issue 38 item 17).
    expect(await screen.findByText('닉네임이 변경되었습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('새로운집사님')).toBeInTheDocument();
  });

  it("shows the server's message when the nickname is taken", async () => {
    server.use(
      http.put('/api/mypage/update-nickname', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 409, message: '이미 사용 중인 닉네임입니다.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    const field = await screen.findByLabelText('닉네임');
    await user.clear(field);
    await user.type(field, '남의닉네임');
    await user.click(screen.getByRole('button', { name: '닉네임 변경' }));
    expect(await screen.findByText('이미 사용 중인 닉네임입니다.')).toBeInTheDocument();
  });

  it('reveals the password form with the toggle and checks the confirmation', async () => {
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    expect(screen.queryByLabelText('현재 비밀번호')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    await user.click(screen.getByRole('button', { name: '비밀번호 변경하기' }));
    expect(await screen.findByText('새 비밀번호를 입력하세요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('현재 비밀번호'), 'Current!pass1');
    await user.type(screen.getByLabelText('새 비밀번호'), 'Strong!pass1');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Strong!pass2');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경하기' }));
    expect(await screen.findByText('새 비밀번호와 확인이 일치하지 않습니다.')).toBeInTheDocument();
  });

  it('changes the password and falls back to the spec message without a server one', async () => {
    let calls = 0;
    server.use(
      http.put('/api/mypage/update-password', () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ status: 'ok', message: '비밀번호가 변경되었습니다.' });
      }),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    await user.type(screen.getByLabelText('현재 비밀번호'), 'Current!pass1');
    await user.type(screen.getByLabelText('새 비밀번호'), 'Strong!pass1');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Strong!pass1');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '닉네임/비밀번호 변경에 실패했습니다. 다시 시도해주세요.',
    );
    await user.click(screen.getByRole('button', { name: '비밀번호 변경하기' }));
    const done = await screen.findByText('비밀번호가 변경되었습니다.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(done.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
