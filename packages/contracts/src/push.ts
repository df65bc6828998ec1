import { z } from 'zod';
import { ALERT_KINDS } from './alerts';

/*
 * Web Push subscriptions (issue 26, ADR 155): the browser's PushSubscription JSON and which
 * kinds of alert this device wants. A member subscribes by login, a visitor finder by their
 * private link (`x-finder-token`), for their found or seen report.
 */

export const pushMessages = {
  endpointInvalid: '알림을 받을 주소가 올바르지 않습니다.',
  keysInvalid: '알림 암호화 키가 올바르지 않습니다.',
  kindsInvalid: '받을 알림 종류를 하나 이상 고르세요.',
  serviceUnknown: '이 브라우저의 알림 서비스는 지원하지 않습니다.',
  subscribed: '이 기기에서 알림을 받습니다.',
  unsubscribed: '이 기기에서 더는 알림을 받지 않습니다.',
  notFound: '이 기기의 알림 구독을 찾을 수 없습니다.',
  notYours: '다른 사람의 알림 구독입니다.',
} as const;

/** Longest endpoint we keep: the push services' are under 600 characters. */
const ENDPOINT_MAX = 2048;

export const pushEndpointSchema = z
  .url({ protocol: /^https$/, error: pushMessages.endpointInvalid })
  .max(ENDPOINT_MAX, pushMessages.endpointInvalid);

/** The browser's `PushSubscription.toJSON()` (Push API), plus which kinds it wants. */
export const pushSubscribeSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret, base64url.
      p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, pushMessages.keysInvalid),
      auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, pushMessages.keysInvalid),
    },
    { error: pushMessages.keysInvalid },
  ),
  /** Which kinds this device shows; every kind when left out. */
  kinds: z
    .array(z.enum(ALERT_KINDS, { error: pushMessages.kindsInvalid }))
    .min(1, pushMessages.kindsInvalid)
    .max(ALERT_KINDS.length, pushMessages.kindsInvalid)
    .optional(),
});
export type PushSubscribe = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** GET /api/push/public-key: the server's VAPID key, for `pushManager.subscribe`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives (encrypted) and shows; `url` is a path on this site. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  /** One notification per thing: a second message in a conversation replaces the first. */
  tag: z.string(),
  /** An area alert's one-tap off page (ADR 240): the notification's 「알림 해지」 action. */
  offUrl: z.string().startsWith('/').optional(),
  /**
   * How soon the push service should wake the phone (RFC 8030 Urgency): `high` for a found
   * dog (issue 39 item 3), else normal. Sent as the header, not shown.
   */
  urgency: z.enum(['normal', 'high']).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
