import type { Message } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { CONVERSATION_POLL_MS } from '../api/get-conversation';
import {
  conversation,
  forbidden,
  listHandler,
  message,
  summary,
} from '../test/conversation-fixtures';

describe('/messages for a member', () => {
  it('lists the conversations with the other party, the report and sighting, the last message and unread count', async () => {
    server.use(
      listHandler([
        summary(3),
        summary(4, {
          role: 'FINDER',
          otherName: '보호자',
          unread: 0,
          sighting: { id: 52, kind: 'SEEN', place: '수원역 2번 출구', imagePath: null },
          lastMessage: message(9, { fromMe: true, body: '네, 기다릴게요.' }),
        }),
      ]),
    );
    await renderApp('/messages', { as: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: '메시지' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '대화 목록' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/messages?id=3');
    expect(first).toHaveTextContent('이웃님과의 대화');
    expect(first).toHaveTextContent('실종 신고 "경기도 수원시 초코 실종"');
    expect(first).toHaveTextContent('발견 제보 · 광교호수공원 정문 앞');
    expect(first).toHaveTextContent('공원 앞에서 이 아이를 봤어요.');
    expect(first).toHaveTextContent('읽지 않은 메시지 1개');
    expect(second).toHaveTextContent('보호자님과의 대화');
    expect(second).toHaveTextContent('목격 제보 · 수원역 2번 출구');
    expect(second).not.toHaveTextContent('읽지 않은');
  });

  it('opens one as a chat, mine on the right, and sends an answer that shows up', async () => {
    const messages: Message[] = [message(1)];
    let sent: unknown;
    server.use(
      http.get('/api/conversations/3', () => HttpResponse.json(conversation(3, messages))),
      http.post('/api/conversations/3/messages', async ({ request }) => {
        sent = await request.json();
        messages.push(message(2, { fromMe: true, senderName: '보호자', body: '고맙습니다!' }));
        return HttpResponse.json(
          { status: 'ok', message: '메시지를 보냈습니다.', id: 2 },
          { status: 201 },
        );
      }),
    );
    const { user } = await renderApp('/messages?id=3', { as: testUser });
    const thread = await screen.findByRole('list', { name: '주고받은 메시지' });
    const theirs = within(thread).getByText('공원 앞에서 이 아이를 봤어요.').closest('li');
    expect(theirs).toHaveClass('theirs');
    expect(theirs).toHaveTextContent('이웃');
    expect(
      screen.getByRole('link', { name: '실종 신고 "경기도 수원시 초코 실종"' }),
    ).toHaveAttribute('href', '/report/view?id=7');
    expect(screen.getByRole('link', { name: '발견 제보 · 광교호수공원 정문 앞' })).toHaveAttribute(
      'href',
      '/sighting/view?id=51',
    );

    await user.type(screen.getByLabelText('메시지'), '고맙습니다!');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    const mine = (await within(thread).findByText('고맙습니다!')).closest('li');
    expect(mine).toHaveClass('mine');
    expect(mine).toHaveTextContent('나');
    expect(sent).toEqual({ body: '고맙습니다!' });
    expect(screen.getByLabelText('메시지')).toHaveValue('');
  });

  it('refuses an empty message in Korean, and shows the server’s refusal', async () => {
    server.use(
      http.get('/api/conversations/3', () => HttpResponse.json(conversation(3, [message(1)]))),
      http.post('/api/conversations/3/messages', () =>
        HttpResponse.json(
          {
            status: 'error',
            statusCode: 409,
            message: '마감된 제보에는 메시지를 보낼 수 없습니다.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderApp('/messages?id=3', { as: testUser });
    await user.click(await screen.findByRole('button', { name: '보내기' }));
    expect(await screen.findByText('메시지를 입력하세요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('메시지'), '지금 갈게요');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(
      await screen.findByText('마감된 제보에는 메시지를 보낼 수 없습니다.'),
    ).toBeInTheDocument();
  });

  it("flags the other side's message, never one's own", async () => {
    let flagged: unknown;
    server.use(
      http.get('/api/conversations/3', () =>
        HttpResponse.json(
          conversation(3, [
            message(1, { body: '계좌로 먼저 보내주세요' }),
            message(2, { fromMe: true, body: '직접 만나서 드릴게요' }),
          ]),
        ),
      ),
      http.post('/api/flags', async ({ request }) => {
        flagged = await request.json();
        return HttpResponse.json(
          { status: 'ok', message: '신고가 접수되었습니다. 운영자가 확인하겠습니다.' },
          { status: 201 },
        );
      }),
    );
    const { user } = await renderApp('/messages?id=3', { as: testUser });
    const thread = await screen.findByRole('list', { name: '주고받은 메시지' });
    expect(within(thread).getAllByRole('button', { name: '이 메시지 신고하기' })).toHaveLength(1);
    await user.click(within(thread).getByRole('button', { name: '이 메시지 신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '이 글을 신고할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '신고 보내기' }));
    expect(await within(dialog).findByText('신고 사유를 골라주세요.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '사기 의심' }));
    await user.type(within(dialog).getByLabelText('자세한 내용 (선택)'), '돈을 요구해요');
    await user.click(within(dialog).getByRole('button', { name: '신고 보내기' }));
    // A toast, not a modal 「알림」 (issue 38 item 17).
    expect(
      await screen.findByText('신고가 접수되었습니다. 운영자가 확인하겠습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(flagged).toEqual({
      targetType: 'MESSAGE',
      targetId: 1,
      reason: 'SCAM',
      detail: '돈을 요구해요',
    });
  });
});

describe('an open conversation', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server again while it is open, so an answer shows up without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const messages: Message[] = [message(1)];
    server.use(
      http.get('/api/conversations/3', () => HttpResponse.json(conversation(3, [...messages]))),
    );
    await renderApp('/messages?id=3', { as: testUser });
    const thread = await screen.findByRole('list', { name: '주고받은 메시지' });
    messages.push(message(2, { body: '지금 공원 정문에 있어요.' }));
    expect(within(thread).queryByText('지금 공원 정문에 있어요.')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(CONVERSATION_POLL_MS);
    expect(await within(thread).findByText('지금 공원 정문에 있어요.')).toBeInTheDocument();
  });
});

describe('/messages for a visitor finder', () => {
  it('opens the conversation with the private link this tab holds, and answers with it', async () => {
    sessionStorage.setItem('finder-token:51', '51.secret-token');
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/conversations/3', ({ request }) => {
        const token = request.headers.get('x-finder-token');
        seen.push(token);
        return token === '51.secret-token'
          ? HttpResponse.json(
              conversation(3, [message(1, { fromMe: true, senderName: '이웃' })], {
                role: 'FINDER',
                otherName: '보호자',
              }),
            )
          : forbidden();
      }),
      http.post('/api/conversations/3/messages', ({ request }) => {
        seen.push(request.headers.get('x-finder-token'));
        return HttpResponse.json(
          { status: 'ok', message: '메시지를 보냈습니다.', id: 2 },
          { status: 201 },
        );
      }),
    );
    const { user } = await renderApp('/messages?id=3');
    expect(await screen.findByRole('heading', { name: '보호자님과의 대화' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('메시지'), '오후 3시에 공원 정문에서 뵐게요.');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(seen.at(-1)).toBe('51.secret-token'));
    expect(seen.every((token) => token === '51.secret-token')).toBe(true);
  });

  it('lists the conversations of each private link held', async () => {
    sessionStorage.setItem('finder-token:51', '51.a');
    sessionStorage.setItem('finder-token:52', '52.b');
    server.use(
      http.get('/api/conversations', ({ request }) => {
        const token = request.headers.get('x-finder-token');
        const id = token === '51.a' ? 3 : token === '52.b' ? 4 : 0;
        return HttpResponse.json({
          content: id ? [summary(id, { role: 'FINDER', otherName: '보호자' })] : [],
          totalPages: 1,
          totalElements: id ? 1 : 0,
          number: 0,
        });
      }),
    );
    await renderApp('/messages');
    const list = await screen.findByRole('list', { name: '대화 목록' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/messages?id=3', '/messages?id=4']));
  });

  it('without a link or a login, says how to get in and asks nothing of the server', async () => {
    await renderApp('/messages?id=3');
    expect(await screen.findByRole('heading', { level: 1, name: '메시지' })).toBeInTheDocument();
    expect(
      screen.getByText(
        '메시지는 로그인한 회원이나, 제보 확인 메일의 링크로 들어온 분만 볼 수 있습니다.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      `/login?from=${encodeURIComponent('/messages?id=3')}`,
    );
  });
});
