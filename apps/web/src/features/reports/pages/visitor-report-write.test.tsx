import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { readForm } from '../../../test/multipart';
import { server } from '../../../test/server';
import { makeReport } from '../test/report-fixtures';

const sentMessage =
  '확인 메일을 보냈습니다. 메일의 링크를 누르면 실종 신고가 올라가고, 그 링크로 나중에 수정하거나 마감할 수 있어요.';

/** The visitor's form token and post; returns what was posted. */
function visitorApi() {
  const posted: FormData[] = [];
  server.use(
    http.get('/api/sightings/form-token', () => HttpResponse.json({ formToken: 'signed-start' })),
    http.post('/api/lost-pet/visitor', async ({ request }) => {
      posted.push(await readForm(request));
      return HttpResponse.json(
        { status: 'ok', message: sentMessage, id: 41, published: false },
        { status: 202 },
      );
    }),
  );
  return posted;
}

async function fillRequired(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText('실종 날짜'), '2026-10-03');
  await user.selectOptions(screen.getByLabelText('시/도'), '경기도');
  await user.selectOptions(screen.getByLabelText('시/군/구'), '수원시');
  await user.type(screen.getByLabelText('연락처'), '010-1234-5678');
}

describe('/report/write without an account (issue 39 item 2)', () => {
  it('takes the report with the e-mail the link goes to, and says where the mail went', async () => {
    const posted = visitorApi();
    const { user } = await renderApp('/report/write');
    expect(await screen.findByRole('heading', { level: 1, name: '실종 신고하기' })).toBeVisible();
    expect(screen.queryByLabelText('작성자')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: '연락처 공개 범위' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/계정 없이 올린 신고의 연락처는 누구에게도 보이지 않아요/),
    ).toBeVisible();
    await fillRequired(user);
    await user.type(screen.getByLabelText('이메일'), 'family@example.com');
    await user.click(screen.getByRole('button', { name: '등록하기' }));

    expect(await screen.findByRole('heading', { name: '확인 메일을 보냈어요' })).toHaveFocus();
    expect(screen.getByText(sentMessage)).toBeVisible();
    expect(screen.getByText('family@example.com 받은편지함을 확인해주세요.')).toBeVisible();
    const [form] = posted;
    expect(form?.get('email')).toBe('family@example.com');
    expect(form?.get('formToken')).toBe('signed-start');
    expect(form?.get('homepage')).toBe('');
    expect(form?.get('phoneVisibility')).toBeNull();
    expect(form?.get('phone')).toBe('010-1234-5678');
  });

  it('asks for the e-mail before sending anything', async () => {
    const posted = visitorApi();
    const { user } = await renderApp('/report/write');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByLabelText('이메일')).toHaveAccessibleDescription(
      expect.stringContaining('확인 메일을 받을 이메일을 입력하세요.'),
    );
    expect(posted).toHaveLength(0);
  });
});

describe('/lost/manage', () => {
  it('publishes the report by the mailed link and leads to it, the token gone from the address', async () => {
    let token: unknown;
    server.use(
      http.post('/api/lost-pet/confirm', async ({ request }) => {
        token = ((await request.json()) as { token: string }).token;
        return HttpResponse.json({
          status: 'ok',
          message: '실종 신고가 올라갔습니다. 비슷한 강아지를 찾고 있어요.',
          id: 41,
        });
      }),
    );
    const { router } = await renderApp('/lost/manage?token=41.abc');
    expect(
      await screen.findByText('실종 신고가 올라갔습니다. 비슷한 강아지를 찾고 있어요.'),
    ).toBeVisible();
    expect(token).toBe('41.abc');
    expect(screen.getByRole('link', { name: '신고 보기' })).toHaveAttribute(
      'href',
      '/report/view?id=41',
    );
    expect(router.state.location.search).toBe('');
  });

  it('says how many neighbours the area alerts told, asked by the link (ADR 240)', async () => {
    let sent: string | null = null;
    server.use(
      http.post('/api/lost-pet/confirm', () =>
        HttpResponse.json({ status: 'ok', message: '실종 신고가 올라갔습니다.', id: 41 }),
      ),
      http.get('/api/lost-pet/by-link/neighbours', ({ request }) => {
        sent = request.headers.get('x-owner-token');
        return HttpResponse.json({ told: 12 });
      }),
    );
    await renderApp('/lost/manage?token=41.abc');
    expect(await screen.findByText('12명의 이웃에게 알렸어요')).toBeVisible();
    expect(sent).toBe('41.abc');
  });

  it('closes the report by the link with how the dog came home', async () => {
    let closing: { token: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/lost-pet/confirm', () =>
        HttpResponse.json({ status: 'ok', message: '실종 신고가 올라갔습니다.', id: 41 }),
      ),
      http.post('/api/lost-pet/by-link/close', async ({ request }) => {
        closing = { token: request.headers.get('x-owner-token'), body: await request.json() };
        return HttpResponse.json({ status: 'ok', message: '찾았어요! 실종 신고를 마쳤습니다.' });
      }),
    );
    const { user } = await renderApp('/lost/manage?token=41.abc');
    await user.click(await screen.findByRole('button', { name: '찾았어요' }));
    await user.click(await screen.findByRole('radio', { name: '스스로 집에 돌아왔어요' }));
    await user.click(screen.getByRole('button', { name: '찾았어요로 바꾸기' }));
    expect(
      await screen.findByText('찾았어요! 실종 신고를 마쳤습니다. 이 링크는 이제 쓸 수 없어요.'),
    ).toBeVisible();
    expect(closing).toEqual({ token: '41.abc', body: { reason: 'BY_ITSELF' } });
    expect(screen.queryByRole('button', { name: '찾았어요' })).not.toBeInTheDocument();
  });

  it('edits the report by the link, the number left hidden', async () => {
    const headers: (string | null)[] = [];
    let sent: FormData | undefined;
    server.use(
      http.post('/api/lost-pet/confirm', () =>
        HttpResponse.json({ status: 'ok', message: '실종 신고가 올라갔습니다.', id: 41 }),
      ),
      http.get('/api/lost-pet/by-link', ({ request }) => {
        headers.push(request.headers.get('x-owner-token'));
        return HttpResponse.json({
          data: makeReport({ id: 41, content: '흰 털', isAuthor: true, phoneVisibility: 'NONE' }),
        });
      }),
      http.put('/api/lost-pet/by-link', async ({ request }) => {
        headers.push(request.headers.get('x-owner-token'));
        sent = await readForm(request);
        return HttpResponse.json({ status: 'ok', message: '실종 신고가 수정되었습니다.', id: 41 });
      }),
    );
    const { user } = await renderApp('/lost/manage?token=41.abc');
    await user.click(await screen.findByRole('button', { name: '수정하기' }));
    const content = await screen.findByLabelText('특징');
    expect(content).toHaveValue('흰 털');
    await user.type(content, ', 파란 목줄');
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    expect(await screen.findByText('실종 신고가 수정되었습니다.')).toBeVisible();
    expect(sent?.get('content')).toBe('흰 털, 파란 목줄');
    expect(sent?.get('phoneVisibility')).toBeNull();
    expect(headers).toEqual(['41.abc', '41.abc']);
  });
});
