import type { Conversation, ConversationSummary, Message } from '@chajul/contracts';
import { http, HttpResponse } from 'msw';

export const message = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  fromMe: false,
  senderName: '이웃',
  body: '공원 앞에서 이 아이를 봤어요.',
  createdAt: '2026-10-06T03:04:00.000Z',
  ...over,
});

/** The owner's side of a conversation with a visitor finder called 이웃. */
export const summary = (
  id: number,
  over: Partial<ConversationSummary> = {},
): ConversationSummary => ({
  id,
  role: 'OWNER',
  lostReport: { id: 7, title: '경기도 수원시 초코 실종', imagePath: null },
  familyLeft: false,
  sighting: { id: 51, kind: 'FOUND', place: '광교호수공원 정문 앞', imagePath: null },
  otherName: '이웃',
  lastMessage: message(1),
  unread: 1,
  updatedAt: '2026-10-06T03:04:00.000Z',
  ...over,
});

export const conversation = (
  id: number,
  messages: Message[],
  over: Partial<Conversation> = {},
) => ({
  ...summary(id, { unread: 0, lastMessage: messages.at(-1) ?? null }),
  messages,
  ...over,
});

export const pageOf = (content: ConversationSummary[]) => ({
  content,
  totalPages: 1,
  totalElements: content.length,
  number: 0,
});

export const forbidden = () =>
  HttpResponse.json(
    { status: 'error', statusCode: 403, message: '이 대화에 참여한 사람만 볼 수 있습니다.' },
    { status: 403 },
  );

/** GET /api/conversations answering these conversations. */
export const listHandler = (content: ConversationSummary[]) =>
  http.get('/api/conversations', () => HttpResponse.json(pageOf(content)));
