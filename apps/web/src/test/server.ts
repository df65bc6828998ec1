import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const emptyContent = { content: [], totalPages: 0, totalElements: 0, number: 0 };
const emptyPaged = {
  data: [],
  pagination: { meta: { totalPages: 0, currentPage: 0, totalItems: 0 } },
};

/** Calls every logged-in page makes; tests add their own with server.use(...). */
const defaults = [
  // The home page's cards, so tests of the layout need not answer them.
  http.get('/api/notices/paged', () => HttpResponse.json(emptyPaged)),
  http.get('/api/dog-details/paged', () => HttpResponse.json(emptyPaged)),
  // The dog lists' 시/도: 경기도 only, as the spec fixes it.
  http.get('/api/dog-details/regions', () => HttpResponse.json(['경기도'])),
  http.get('/api/mypage/saved-dogs', () => HttpResponse.json({ dogs: [] })),
  http.get('/api/mypage/saved-searches', () => HttpResponse.json({ searches: [] })),
  http.get('/api/lost-pet/paged', () => HttpResponse.json(emptyPaged)),
  // The board's national lost-animal notices (ADR 247).
  http.get('/api/loss-notices', () => HttpResponse.json(emptyPaged)),
  http.get('/api/loss-notices/like', () => HttpResponse.json({ data: [] })),
  // The my page's lists, where the layout tests' menus lead.
  http.get('/api/mypage/lost-pets', () => HttpResponse.json(emptyContent)),
  http.get('/api/mypage/inquiries', () => HttpResponse.json(emptyContent)),
  http.get('/api/mypage/sightings', () => HttpResponse.json(emptyContent)),
  // 「이 이메일로 올린 신고가 있어요」 (ADR 243): none waits.
  http.get('/api/mypage/lost-pets/claimable', () => HttpResponse.json({ count: 0 })),
  // The my page's 메시지 entry adds up the unread messages.
  http.get('/api/conversations', () => HttpResponse.json(emptyContent)),
  // The header's bell and the my page's alerts tab and settings.
  http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread: 0 })),
  http.get('/api/notifications', () => HttpResponse.json(emptyContent)),
  http.get('/api/mypage/alerts', () => {
    const channels = { inApp: true, email: true, push: true };
    return HttpResponse.json({
      emailAlerts: true,
      preferences: { match: channels, sighting: channels, message: channels, saved: channels },
    });
  }),
  // 동네 알림 (ADR 240): none saved yet; a report's author sees how many neighbours were told.
  http.get('/api/neighbours/mine', () =>
    HttpResponse.json({ status: 404, message: '동네 알림 설정이 없습니다.' }, { status: 404 }),
  ),
  http.get('/api/lost-pet/:id/neighbours', () => HttpResponse.json({ told: 0 })),
  // 문자 알림 (ADR 250): no SMS provider configured.
  http.get('/api/mypage/phone', () => HttpResponse.json({ available: false, phone: null })),
  // A report's look-alike dogs, shown to its author.
  http.get('/api/lost-pet/:id/matches', () =>
    HttpResponse.json({ reportStatus: 'OPEN', hasPhoto: false, pending: false, candidates: [] }),
  ),
  // Every lost report's public timeline of found and seen reports.
  http.get('/api/lost-pet/:id/sightings', () => HttpResponse.json({ data: [] })),
  http.get('/api/mypage/me', () => {
    const user = Cookies.get('user');
    return user
      ? HttpResponse.json(JSON.parse(user))
      : HttpResponse.json(
          { status: 'error', statusCode: 401, message: '로그인이 필요합니다.' },
          { status: 401 },
        );
  }),
];

/** The MSW server every page test shares. */
export const server = setupServer(...defaults);
