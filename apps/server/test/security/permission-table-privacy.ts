import type { Row } from './permission-table';
import { ADMINS, EVERYONE, MEMBERS } from './permission-table';

/*
 * Rows of the permission table for issue 29: the policies, a member's consents and the audit
 * trail. The trail has a GET and nothing else: no route changes or removes an entry.
 */
export function privacyRows(): Row[] {
  return [
    { route: 'GET /api/policies', rule: EVERYONE, request: async () => ({ url: '/api/policies' }) },
    {
      route: 'GET /api/mypage/consents',
      rule: MEMBERS,
      request: async () => ({ url: '/api/mypage/consents' }),
    },
    {
      route: 'POST /api/mypage/consents',
      rule: MEMBERS,
      request: async () => ({ url: '/api/mypage/consents', payload: { agreeEmailAlerts: true } }),
    },
    {
      route: 'GET /api/admin/audit',
      rule: ADMINS,
      request: async () => ({ url: '/api/admin/audit?action=member.view' }),
    },
  ];
}
