import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { neighbourPlaces, neighbourSubscribers } from '../../db/schema';
import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** A member's 동네 알림 settings and places (ADR 240), as the member set them. */
export async function neighbourSettingsOf(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(neighbourSubscribers)
    .where(eq(neighbourSubscribers.userId, userId));
  if (!row) return [];
  const places = await db
    .select({
      label: neighbourPlaces.label,
      lat: neighbourPlaces.lat,
      lng: neighbourPlaces.lng,
      radiusM: neighbourPlaces.radiusM,
    })
    .from(neighbourPlaces)
    .where(eq(neighbourPlaces.subscriberId, row.id))
    .orderBy(neighbourPlaces.id);
  return [
    {
      events: row.events,
      channels: row.channels,
      quietStart: row.quietStart,
      quietEnd: row.quietEnd,
      dailyCap: row.dailyCap,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      places,
    },
  ];
}

/** 동네 실종견 알림 (issue 39 item 1): who hears of dogs near which places. */
export const neighboursPersonalData: PersonalDataDeclaration = {
  module: 'neighbours',
  // The places go with it (cascade); its alerts keep their count, the subscriber set null.
  withdraw: {
    name: 'neighbours',
    run: async (db, userId) =>
      void (await db.delete(neighbourSubscribers).where(eq(neighbourSubscribers.userId, userId))),
  },
  tables: {
    neighbour_subscribers: {
      columns: [
        'user_id',
        'email',
        'email_key',
        'email_confirmed_at',
        'push_endpoint',
        'push_p256dh',
        'push_auth',
      ],
      exported: "neighbours (the settings; a push device's keys are no information)",
      withdrawal: 'delete',
    },
    neighbour_places: {
      columns: ['lat', 'lng'],
      exported: 'neighbours (places)',
      withdrawal: 'delete',
    },
  },
  exports: [
    {
      key: 'neighbours',
      title: '동네 알림 설정',
      about: '근처에서 실종·발견된 강아지를 알려 받는 설정과 지켜보는 곳',
      rowsOf: (ctx, userId) => neighbourSettingsOf(ctx.db, userId),
      labels: {
        events: '알림 받을 소식',
        channels: '알림 방법',
        quietStart: '방해 금지 시작(시)',
        quietEnd: '방해 금지 끝(시)',
        dailyCap: '하루 최대 알림 수',
        places: '지켜보는 곳',
        label: '이름',
        lat: '위도',
        lng: '경도',
        radiusM: '반경(m)',
      },
      codes: {
        events: { LOST: '실종', FOUND: '발견' },
        channels: { PUSH: '앱 푸시', EMAIL: '이메일', SMS: '문자' },
      },
    },
  ],
};
