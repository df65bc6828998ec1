import { z } from 'zod';
import { contentPageSchema, idParam, queryInt, trimBlank } from './common';
import { SIGHTING_KINDS } from './sightings';

/*
 * Messages between a lost report's owner and a finder (issue 25): one conversation per pair
 * of reports, so neither side needs the other's phone number (ADR 137).
 */

export const MESSAGE_MAX = 1000;

export const conversationMessages = {
  bodyRequired: '메시지를 입력하세요.',
  bodyTooLong: `메시지는 ${MESSAGE_MAX}자 이하로 입력하세요.`,
  notParty: '이 대화에 참여한 사람만 볼 수 있습니다.',
  notFound: '대화를 찾을 수 없습니다.',
  pairUnknown: '대화할 실종 신고와 제보를 찾을 수 없습니다.',
  closedReport: '마감된 제보에는 메시지를 보낼 수 없습니다.',
  familyLeft: '가족이 탈퇴했어요. 이 대화에는 더 이상 메시지를 보낼 수 없습니다.',
  familyUnreachable:
    '가족의 신고가 마감되거나 삭제되어 이 대화에는 더 이상 메시지를 보낼 수 없습니다.',
  leftReportTitle: '탈퇴한 가족의 실종 신고',
  sent: '메시지를 보냈습니다.',
  ownerName: '보호자',
  mailSubject: '[찾아줄개] 새 메시지가 도착했습니다',
} as const;

export const CONVERSATION_ROLES = ['OWNER', 'FINDER'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

export const messageSchema = z.object({
  id: z.number().int(),
  fromMe: z.boolean(),
  senderName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  /** The caller's side: the lost report's owner, or the finder who posted the sighting. */
  role: z.enum(CONVERSATION_ROLES),
  /** Null once the family withdrew: their report went with them (ADR 249). */
  lostReport: z
    .object({
      id: z.number().int(),
      title: z.string(),
      imagePath: z.string().nullable(),
    })
    .nullable(),
  /** The family (the report's owner) withdrew: the finder sees so, and can no longer write. */
  familyLeft: z.boolean(),
  sighting: z.object({
    id: z.number().int(),
    kind: z.enum(SIGHTING_KINDS),
    place: z.string(),
    imagePath: z.string().nullable(),
  }),
  otherName: z.string(),
  lastMessage: messageSchema.nullable(),
  unread: z.number().int(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationPageSchema = contentPageSchema(conversationSummarySchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;
export const conversationsQuerySchema = z.object({
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(20, { min: 1, max: 100 }),
});

export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(messageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

const body = z
  .string({ error: conversationMessages.bodyRequired })
  .overwrite(trimBlank)
  .min(1, conversationMessages.bodyRequired)
  .max(MESSAGE_MAX, conversationMessages.bodyTooLong);

/** The first message of a pair starts their conversation (or adds to it, if there is one). */
export const startConversationSchema = z.object({
  lostReportId: idParam,
  sightingId: idParam,
  body,
});
export type StartConversation = z.infer<typeof startConversationSchema>;
export const messageBodySchema = z.object({ body });

export const conversationCreatedSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  id: z.number().int(),
});
