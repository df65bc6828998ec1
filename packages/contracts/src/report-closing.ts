import { z } from 'zod';

/*
 * Closing the loop (issue 26, ADR 152): the owner says 찾았어요 and how the dog came home,
 * the home page counts the reunions, and an old open report is asked about every 14 days.
 */

/**
 * How the dog came home. SHELTER and SITE_FINDER are set by "찾았어요" on a candidate (a
 * shelter dog, a neighbour's found or seen report); the owner picks any of them by hand.
 */
export const REPORT_CLOSE_REASONS = ['SHELTER', 'SITE_FINDER', 'BY_ITSELF', 'OTHER'] as const;
export type ReportCloseReason = (typeof REPORT_CLOSE_REASONS)[number];

export const closingMessages = {
  reasonLabel: {
    SHELTER: '보호소에서 찾았어요',
    SITE_FINDER: '찾아줄개 제보로 찾았어요',
    BY_ITSELF: '스스로 집에 돌아왔어요',
    OTHER: '다른 방법으로 찾았어요',
  } as Record<ReportCloseReason, string>,
  reasonRequired: '강아지를 어떻게 찾았는지 골라주세요.',
  noteTooLong: '남길 말은 200자 이하로 입력하세요.',
  closed: '찾았어요! 실종 신고를 마쳤습니다.',
  alreadyClosed: '이미 찾은 실종 신고입니다.',
  forbidden: '실종 신고를 쓴 회원만 마칠 수 있습니다.',
  stillLostSubject: '[찾아줄개] 아직 강아지를 찾고 계신가요?',
} as const;

export const REPORT_CLOSE_NOTE_MAX = 200;
/** An open report unchanged this long gets the question "아직 찾고 계신가요?", once a period. */
export const STILL_LOST_AFTER_DAYS = 14;

/** POST /api/lost-pet/{id}/close. */
export const reportCloseSchema = z.object({
  reason: z.enum(REPORT_CLOSE_REASONS, { error: closingMessages.reasonRequired }),
  note: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(REPORT_CLOSE_NOTE_MAX, closingMessages.noteTooLong).optional(),
  ),
});
export type ReportClose = z.output<typeof reportCloseSchema>;

/**
 * POST …/matches/{dogId}/found and …/sightings/{sightingId}/found: 찾았어요 on a candidate
 * asks how the dog came home too (issue 38 item 17). Without a reason the candidate's own way
 * is kept: 보호소에서 for a shelter dog, 찾아줄개 제보로 for a found or seen report.
 */
export const matchFoundSchema = z.preprocess(
  (body) => body ?? {},
  reportCloseSchema.partial({ reason: true }),
);
export type MatchFound = z.output<typeof matchFoundSchema>;

/** GET /api/home/reunions: reports closed as found, counted from their closures. */
export const reunionsSchema = z.object({
  total: z.number().int(),
  byReason: z.object(
    Object.fromEntries(REPORT_CLOSE_REASONS.map((r) => [r, z.number().int()])) as Record<
      ReportCloseReason,
      z.ZodNumber
    >,
  ),
});
export type Reunions = z.infer<typeof reunionsSchema>;
