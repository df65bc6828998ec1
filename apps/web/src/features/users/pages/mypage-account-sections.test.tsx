import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';

describe('/mypage/edit: 회원 탈퇴', () => {
  it('lists what goes, asks the password again, confirms, logs out and says goodbye', async () => {
    let sent: unknown;
    server.use(
      http.post('/auth/logout', () => HttpResponse.json({ status: 'ok', message: '' })),
      http.delete('/api/mypage/account', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          status: 'ok',
          message: '회원 탈퇴가 접수되었습니다. 그동안 찾아줄개를 이용해 주셔서 감사합니다.',
        });
      }),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    const section = await screen.findByRole('form', { name: '회원 탈퇴' });
    const list = screen.getByRole('list', { name: /탈퇴하면 아래 정보가 모두 지워지며/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(list).toHaveTextContent('내가 올린 실종 신고, 그 사진과 사진 검색 정보');

    await user.click(within(section).getByRole('button', { name: '회원 탈퇴' }));
    expect(await within(section).findByText('비밀번호를 입력하세요.')).toBeInTheDocument();

    await user.type(within(section).getByLabelText('비밀번호 확인'), 'Sample!pass1');
    await user.click(within(section).getByRole('button', { name: '회원 탈퇴' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('정말 탈퇴하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '확인' }));

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '그동안 찾아줄개를 이용해 주셔서 감사합니다.',
    );
    expect(sent).toEqual({ password: 'Sample!pass1' });
    expect(sessionStore.token()).toBeFalsy();
  });

  it("shows the server's word on a wrong password and stays signed in", async () => {
    server.use(
      http.delete('/api/mypage/account', () =>
        HttpResponse.json(
          {
            status: 'error',
            statusCode: 400,
            message: '비밀번호가 올바르지 않습니다.',
            field: 'password',
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    const section = await screen.findByRole('form', { name: '회원 탈퇴' });
    await user.type(within(section).getByLabelText('비밀번호 확인'), 'Wrong!pass1');
    await user.click(within(section).getByRole('button', { name: '회원 탈퇴' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      '비밀번호가 올바르지 않습니다.',
    );
    expect(sessionStore.token()).toBeTruthy();
  });
});

describe('/mypage/edit: 내 정보 다운로드', () => {
  it('fetches the zip with the session', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('/api/mypage/export', ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 5, 6]), {
          headers: { 'content-type': 'application/zip' },
        });
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:my-data';
    };
    URL.revokeObjectURL = () => undefined;
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    // What is in the zip, in the words a person looks for (issue 38 item 16).
    expect(
      await screen.findByText(/summary\.html을 브라우저로 열면 한국어로 정리된 요약/),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '내 정보 다운로드' }));
    await expect.poll(() => created.length).toBe(1);
    expect(authorization).toBe('Bearer test-access-token');
    expect(created[0]?.size).toBe(4);
  });
});
