import type { Notification } from '@chajul/contracts';

/** A bell notification as GET /api/notifications lists it. */
export const notification = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'DOG_MATCH',
  reportId: 7,
  reportTitle: '경기도 수원시 초코 실종',
  dogId: 40 + id,
  noticeNo: null,
  detail: null,
  dogCount: null,
  savedSearchId: null,
  sightingId: null,
  conversationId: null,
  imagePath: null,
  species: '말티즈',
  jurisd: '경기도 수원시',
  similarity: 0.95,
  read: false,
  createdAt: '2026-10-06T01:00:00.000Z',
  ...over,
});
