import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { conversation, message, pageOf, summary } from '../test/conversation-fixtures';

/*
 * A family that reported without an account talks with finders on its manage page, by its
 * report's private link (ADR 258).
 */
const TOKEN = '41.abc';

/** The link opened: the report is confirmed; every call's x-owner-token is recorded. */
function familyApi() {
  const tokens: (string | null)[] = [];
  const sent: unknown[] = [];
  const messages = [message(1, { senderName: '이웃', body: '공원 앞에서 데리고 있어요.' })];
  server.use(
    http.post('/api/lost-pet/confirm', () =>
      HttpResponse.json({ status: 'ok', message: '실종 신고가 올라갔습니다.', id: 41 }),
    ),
    http.get('/api/conversations', ({ request }) => {
      tokens.push(request.headers.get('x-owner-token'));
      return HttpResponse.json(pageOf([summary(3, { unread: 1 })]));
    }),
    http.get('/api/conversations/3', ({ request }) => {
      tokens.push(request.headers.get('x-owner-token'));
      return HttpResponse.json(conversation(3, messages));
    }),
    http.post('/api/conversations/3/messages', async ({ request }) => {
      tokens.push(request.headers.get('x-owner-token'));
      sent.push(await request.json());
      messages.push(message(2, { fromMe: true, senderName: '보호자', body: '지금 갈게요!' }));
      return HttpResponse.json(
        { status: 'ok', message: '메시지를 보냈습니다.', id: 2 },
        { status: 201 },
      );
    }),
  );
  return { tokens, sent };
}

describe("/lost/manage: a visitor family's messages", () => {
  it("lists the finders' conversations by the link, opens one and answers it", async () => {
    const { tokens, sent } = familyApi();
    const { user } = await renderApp(`/lost/manage?token=${TOKEN}`);
    const section = await screen.findByRole('region', { name: '찾은 분과의 대화' });
    const list = await within(section).findByRole('list', { name: '대화 목록' });
    const row = within(list).getByRole('button', { name: /이웃님과의 대화/ });
    expect(row).toHaveTextContent('읽지 않은 메시지 1개');

    await user.click(row);
    const thread = await screen.findByRole('list', { name: '주고받은 메시지' });
    expect(within(thread).getByText('공원 앞에서 데리고 있어요.')).toBeVisible();
    await user.type(screen.getByLabelText('메시지'), '지금 갈게요!');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    const mine = (await within(thread).findByText('지금 갈게요!')).closest('li');
    expect(mine).toHaveClass('mine');
    expect(sent).toEqual([{ body: '지금 갈게요!' }]);
    expect(new Set(tokens)).toEqual(new Set([TOKEN]));

    await user.click(screen.getByRole('button', { name: '대화 목록으로' }));
    expect(await screen.findByRole('list', { name: '대화 목록' })).toBeVisible();
  });

  it("opens the conversation a message mail's link names, the token gone from the address", async () => {
    familyApi();
    const { router } = await renderApp(`/lost/manage?token=${TOKEN}&conversation=3`);
    const thread = await screen.findByRole('list', { name: '주고받은 메시지' });
    expect(within(thread).getByText('공원 앞에서 데리고 있어요.')).toBeVisible();
    expect(screen.getByRole('heading', { name: '이웃님과의 대화' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('says so when no finder has written yet', async () => {
    familyApi();
    server.use(http.get('/api/conversations', () => HttpResponse.json(pageOf([]))));
    await renderApp(`/lost/manage?token=${TOKEN}`);
    expect(
      await screen.findByText(
        '아직 도착한 메시지가 없어요. 제보한 분이 메시지를 보내면 여기에 보여요.',
      ),
    ).toBeVisible();
  });

  it("shows the server's Korean refusal of a link that no longer holds", async () => {
    familyApi();
    server.use(
      http.get('/api/conversations', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 404, message: '유효하지 않거나 마감된 신고 링크입니다.' },
          { status: 404 },
        ),
      ),
    );
    await renderApp(`/lost/manage?token=${TOKEN}`);
    const section = await screen.findByRole('region', { name: '찾은 분과의 대화' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      '유효하지 않거나 마감된 신고 링크입니다.',
    );
  });
});
