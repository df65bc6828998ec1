import { z } from 'zod';
import { pushSubscribeSchema } from './push';

/*
 * 동네 실종견 알림 (issue 39 item 1, ADR 240-242): anyone may hear of lost or found dogs near
 * up to three places. A member by login; a visitor by a confirmed e-mail address or a push
 * device, managed by a private link (`x-neighbour-token`).
 */

export const NEIGHBOUR_RADII = [500, 1000, 3000, 5000] as const;
export const NEIGHBOUR_EVENTS = ['LOST', 'FOUND'] as const;
/** SMS: members with a verified number, when the server can text (ADR 250). */
export const NEIGHBOUR_CHANNELS = ['PUSH', 'EMAIL', 'SMS'] as const;
export const NEIGHBOUR_PLACE_LIMIT = 3;
/** Alerts a subscriber gets in one Korean day at most; the rest are not sent. */
export const NEIGHBOUR_DAILY_CAP = 10;
export const DEFAULT_QUIET_HOURS = { start: 22, end: 7 } as const;

export const neighbourMessages = {
  title: '동네 알림 받기',
  intro: '내 동네에서 강아지를 잃어버렸거나 발견했다는 신고가 올라오면 바로 알려드립니다.',
  placesInvalid: '알림 받을 장소를 1~3곳 고르세요.',
  placeInvalid: '장소의 위치를 지도에서 다시 골라주세요.',
  radiusInvalid: '반경은 500m, 1km, 3km, 5km 중에서 고르세요.',
  eventsInvalid: '받을 알림(실종견, 발견견)을 하나 이상 고르세요.',
  channelsInvalid: '알림 받을 방법(푸시, 이메일)을 하나 이상 고르세요.',
  quietInvalid: '방해 금지 시간을 0~23시 사이로 골라주세요.',
  emailInvalid: '이메일 주소를 확인해주세요.',
  reachNeeded: '이메일 주소를 적거나 이 기기의 푸시 알림을 허용해주세요.',
  emailNeeded: '이메일로 받으려면 이메일 주소를 적어주세요.',
  confirmSent:
    '확인 메일을 보냈습니다. 메일의 링크를 누르면 동네 알림이 시작됩니다. 링크는 알림 설정을 바꾸는 개인 링크이니 메일을 보관해주세요.',
  subscribed: '동네 알림을 시작했습니다.',
  saved: '동네 알림 설정을 저장했습니다.',
  confirmed: '이메일을 확인했습니다. 이제 동네 알림을 받습니다.',
  linkInvalid: '링크가 올바르지 않거나 이미 해지된 알림입니다.',
  off: '동네 알림을 해지했습니다. 더 이상 알림을 보내지 않습니다.',
  offPage: '이 링크의 동네 알림(실종견·발견견 알림)을 모두 해지합니다.',
  offSubmit: '동네 알림 해지하기',
  notFound: '동네 알림 설정이 없습니다.',
  mailSubjectConfirm: '[찾아줄개] 동네 알림 이메일 확인',
  mailSubjectLost: '[찾아줄개] 우리 동네에 실종견 신고가 올라왔어요',
  mailSubjectFound: '[찾아줄개] 우리 동네에서 강아지가 발견됐어요',
  pushTitleLost: '우리 동네 실종견',
  pushTitleFound: '우리 동네 발견견',
  offLine: '동네 알림을 그만 받으려면:',
  smsLater: '문자 알림은 준비 중입니다.',
  smsMembers: '문자 알림은 번호를 인증한 회원만 받을 수 있어요.',
  told: (n: number) => `${n}명의 이웃에게 알렸어요`,
} as const;

export const neighbourEventLabel = { LOST: '실종견', FOUND: '발견견' } as const;
export const neighbourChannelLabel = { PUSH: '푸시 알림', EMAIL: '이메일', SMS: '문자' } as const;
export const neighbourRadiusLabel = (m: number) => (m < 1000 ? `${m}m` : `${m / 1000}km`);

const hour = z.number({ error: neighbourMessages.quietInvalid }).int().min(0).max(23);

export const neighbourPlaceSchema = z.object({
  label: z.string().trim().max(40).optional(),
  lat: z.number({ error: neighbourMessages.placeInvalid }).min(33).max(39),
  lng: z.number({ error: neighbourMessages.placeInvalid }).min(124).max(132),
  radiusM: z.union(
    NEIGHBOUR_RADII.map((r) => z.literal(r)),
    { error: neighbourMessages.radiusInvalid },
  ),
});
export type NeighbourPlace = z.infer<typeof neighbourPlaceSchema>;

/** What a subscriber chooses: the same for members and visitors. */
export const neighbourSettingsSchema = z.object({
  places: z
    .array(neighbourPlaceSchema, { error: neighbourMessages.placesInvalid })
    .min(1, neighbourMessages.placesInvalid)
    .max(NEIGHBOUR_PLACE_LIMIT, neighbourMessages.placesInvalid),
  events: z
    .array(z.enum(NEIGHBOUR_EVENTS), { error: neighbourMessages.eventsInvalid })
    .min(1, neighbourMessages.eventsInvalid),
  channels: z
    .array(z.enum(NEIGHBOUR_CHANNELS), { error: neighbourMessages.channelsInvalid })
    .min(1, neighbourMessages.channelsInvalid),
  /** Null: no quiet hours. */
  quietHours: z.object({ start: hour, end: hour }).nullable(),
});
export type NeighbourSettings = z.infer<typeof neighbourSettingsSchema>;

/** POST /api/neighbours: a visitor subscribes by an address to confirm, or a device. */
export const neighbourVisitorSubscribeSchema = neighbourSettingsSchema.extend({
  email: z.email({ error: neighbourMessages.emailInvalid }).max(254).optional(),
  push: pushSubscribeSchema.omit({ kinds: true }).optional(),
});
export type NeighbourVisitorSubscribe = z.infer<typeof neighbourVisitorSubscribeSchema>;

/** The subscriber's settings as they see them: no address of anyone else, no token. */
export const neighbourSubscriptionSchema = neighbourSettingsSchema.extend({
  emailConfirmed: z.boolean(),
  hasDevice: z.boolean(),
});
export type NeighbourSubscription = z.infer<typeof neighbourSubscriptionSchema>;

export const neighbourSubscribeResultSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  /** The private link's token, only to the device that subscribed with push. */
  token: z.string().optional(),
});

export const neighbourTokenBodySchema = z.object({ token: z.string().min(1).max(200) });
export const neighboursToldSchema = z.object({ told: z.number().int().nonnegative() });
