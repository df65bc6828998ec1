import type { Row } from './permission-table';
import { MEMBERS, notAuthStatus } from './permission-table';

/* Rows for issue 39 item 4 (ADR 250): a member's own number for texts, in 마이페이지. */

export const smsRows = (): Row[] => [
  {
    route: 'GET /api/mypage/phone',
    rule: MEMBERS,
    request: async () => ({ url: '/api/mypage/phone' }),
  },
  {
    route: 'POST /api/mypage/phone',
    rule: MEMBERS,
    // No SMS provider here: a member is told so (409), never refused.
    passes: notAuthStatus,
    request: async () => ({ url: '/api/mypage/phone', payload: { phone: '010-1234-5678' } }),
  },
  {
    route: 'POST /api/mypage/phone/verify',
    rule: MEMBERS,
    // No code was sent: a member is told to get one (400), never refused.
    passes: notAuthStatus,
    request: async () => ({ url: '/api/mypage/phone/verify', payload: { code: '123456' } }),
  },
  {
    route: 'DELETE /api/mypage/phone',
    rule: MEMBERS,
    request: async () => ({ url: '/api/mypage/phone' }),
  },
];
