import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { conversation, listHandler, message, summary } from '../test/conversation-fixtures';

/** The finder's side once the family withdrew (issue 39 item 6, ADR 249). */
const left = { role: 'FINDER' as const, otherName: '보호자', lostReport: null, familyLeft: true };

describe('a conversation whose family withdrew', () => {
  it('says the family left in the thread, keeps the finder’s messages, and offers no answer box', async () => {
    const mine = message(1, { fromMe: true, body: '공원 앞에서 이 아이를 봤어요.' });
    server.use(
      http.get('/api/conversations/3', () => HttpResponse.json(conversation(3, [mine], left))),
    );
    await renderApp('/messages?id=3', { as: testUser });
    const thread = await screen.findByRole('list', { name: '주고받은 메시지' });
    expect(within(thread).getByText('공원 앞에서 이 아이를 봤어요.')).toBeInTheDocument();
    expect(within(thread).getByText('가족이 탈퇴했어요')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('더 이상 메시지를 보낼 수 없어요');
    expect(screen.getByText(/탈퇴한 가족의 실종 신고/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '보내기' })).not.toBeInTheDocument();
  });

  it('shows the left state in the list too', async () => {
    server.use(listHandler([summary(3, { ...left, unread: 0 })]));
    await renderApp('/messages', { as: testUser });
    const list = await screen.findByRole('list', { name: '대화 목록' });
    const [row] = within(list).getAllByRole('link');
    expect(row).toHaveTextContent('탈퇴한 가족의 실종 신고');
    expect(row).toHaveTextContent('가족이 탈퇴했어요');
  });
});
