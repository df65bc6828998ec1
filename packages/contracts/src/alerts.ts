import { z } from 'zod';
import type { NotificationKind } from './matches';
import { matchMessages } from './matches';

/*
 * Alert preferences (issue 26, ADR 155): each kind of alert, on each channel, on or off.
 * The kinds are what a person chooses among; the notification kinds map onto them.
 */

/** A new match (a shelter dog like my lost dog, or a family for the dog I found), a sighting near my lost dog, a new message, news of saved dogs and searches. */
export const ALERT_KINDS = ['match', 'sighting', 'message', 'saved'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** In the app (the bell), by e-mail, and as a push notification on the devices that allowed it. */
export const ALERT_CHANNELS = ['inApp', 'email', 'push'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const alertKindOf: Record<NotificationKind, AlertKind> = {
  DOG_MATCH: 'match',
  FAMILY_MATCH: 'match',
  SIGHTING_MATCH: 'sighting',
  MESSAGE: 'message',
  // The 14-day question is about the member's own lost report, as its matches are.
  STILL_LOST: 'match',
  SAVED_DOG_STATE: 'saved',
  SAVED_DOG_ENDING: 'saved',
  SEARCH_DIGEST: 'saved',
  SEARCH_PHOTO_MATCH: 'saved',
  // The thanks for a sighting, as its possible families were (FAMILY_MATCH).
  FAMILY_FOUND: 'match',
  // A finder's word through the dog's QR 인식표: urgent, as a message from a finder is.
  TAG_FOUND: 'message',
};

export const alertMessages = {
  invalid: '알림 설정을 다시 확인해주세요.',
} as const;

const channel = z.boolean({ error: alertMessages.invalid });
const channelsSchema = z.object(
  { inApp: channel, email: channel, push: channel },
  { error: alertMessages.invalid },
);
export type AlertChannels = z.infer<typeof channelsSchema>;

export const alertPreferencesSchema = z.object(
  {
    match: channelsSchema,
    sighting: channelsSchema,
    message: channelsSchema,
    // 관심 강아지 and 알림 받을 조건 (issue 30): clients before it leave it out, and keep all on.
    saved: channelsSchema.default({ inApp: true, email: true, push: true }),
  },
  { error: alertMessages.invalid },
);
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/**
 * GET /api/mypage/alerts. `emailAlerts` is what clients before issue 26 read: true while
 * any kind still comes by e-mail.
 */
export const alertSettingsSchema = z.object({
  emailAlerts: z.boolean(),
  preferences: alertPreferencesSchema,
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/**
 * PUT /api/mypage/alerts: the whole `preferences`, or (clients before issue 26)
 * `emailAlerts`, which turns e-mail on or off for every kind.
 */
export const alertSettingsUpdateSchema = z
  .object({
    emailAlerts: z.boolean({ error: matchMessages.alertsInvalid }).optional(),
    preferences: alertPreferencesSchema.optional(),
  })
  .refine((body) => body.emailAlerts !== undefined || body.preferences !== undefined, {
    message: alertMessages.invalid,
  });
export type AlertSettingsUpdate = z.infer<typeof alertSettingsUpdateSchema>;
