import { z } from 'zod';
import { idParam, pagedSchema, queryInt } from './common';

/*
 * Flags and the admin's moderation queue (issue 25): anyone can flag a report, a sighting or
 * a message; an admin hides, restores, or blocks the author. A hidden item is gone from every
 * public answer (ADR 138).
 */

export const FLAG_TARGETS = ['LOST_REPORT', 'SIGHTING', 'MESSAGE'] as const;
export type FlagTarget = (typeof FLAG_TARGETS)[number];
export const FLAG_REASONS = ['SPAM', 'SCAM', 'WRONG', 'ABUSIVE'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const MODERATION_ACTIONS = ['HIDE', 'RESTORE', 'BLOCK'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationMessages = {
  reasonLabel: {
    SPAM: '광고·도배',
    SCAM: '사기 의심',
    WRONG: '사실과 다른 내용',
    ABUSIVE: '욕설·괴롭힘',
  } as Record<FlagReason, string>,
  targetLabel: {
    LOST_REPORT: '실종 신고',
    SIGHTING: '발견·목격 제보',
    MESSAGE: '메시지',
  } as Record<FlagTarget, string>,
  actionLabel: { HIDE: '숨기기', RESTORE: '다시 보이기', BLOCK: '작성자 차단' } as Record<
    ModerationAction,
    string
  >,
  reasonRequired: '신고 사유를 골라주세요.',
  targetInvalid: '신고할 글을 찾을 수 없습니다.',
  detailTooLong: '자세한 내용은 500자 이하로 입력하세요.',
  flagged: '신고가 접수되었습니다. 운영자가 확인하겠습니다.',
  alreadyFlagged: '이미 신고한 글입니다. 운영자가 확인하고 있습니다.',
  hidden: '숨겼습니다. 이제 누구에게도 보이지 않습니다.',
  restored: '다시 보이게 했습니다.',
  blocked: '작성자를 차단하고 글을 숨겼습니다.',
  hiddenNotice: '운영 정책에 따라 숨겨진 글입니다.',
  listFailure: '신고 목록을 불러오지 못했습니다.',
} as const;

export const flagBodySchema = z.object({
  targetType: z.enum(FLAG_TARGETS, { error: moderationMessages.targetInvalid }),
  targetId: idParam,
  reason: z.enum(FLAG_REASONS, { error: moderationMessages.reasonRequired }),
  detail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(500, moderationMessages.detailTooLong).optional(),
  ),
});
export type FlagBody = z.infer<typeof flagBodySchema>;

/** One flagged item in the admin's queue, with every flag it got. */
export const flaggedItemSchema = z.object({
  targetType: z.enum(FLAG_TARGETS),
  targetId: z.number().int(),
  /** A title or the first words, as the admin needs to judge it. */
  excerpt: z.string(),
  authorName: z.string(),
  /** Where the admin can look at it (an app path), null for a message. */
  path: z.string().nullable(),
  hidden: z.boolean(),
  authorBlocked: z.boolean(),
  flagCount: z.number().int(),
  reasons: z.array(z.enum(FLAG_REASONS)),
  details: z.array(z.string()),
  lastFlaggedAt: z.string(),
  /** False once an admin acted on it (hid, restored or blocked). */
  open: z.boolean(),
});
export type FlaggedItem = z.infer<typeof flaggedItemSchema>;
export const flaggedPageSchema = pagedSchema(flaggedItemSchema);
export type FlaggedPage = z.infer<typeof flaggedPageSchema>;
export const flagsQuerySchema = z.object({
  status: z.enum(['OPEN', 'ALL']).default('OPEN'),
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(20, { min: 1, max: 100 }),
});

export const moderationBodySchema = z.object({
  targetType: z.enum(FLAG_TARGETS, { error: moderationMessages.targetInvalid }),
  targetId: idParam,
  action: z.enum(MODERATION_ACTIONS),
});
export type ModerationBody = z.infer<typeof moderationBodySchema>;
