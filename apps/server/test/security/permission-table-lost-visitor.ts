import { OWNER_TOKEN_HEADER } from '@chajul/contracts';
import { formToken } from '../../src/modules/visitors/visitor-links';
import { unique } from '../factories';
import { multipart } from '../images';
import { validReport } from '../reports.helpers';
import type { Row } from './permission-table';
import { EVERYONE, MEMBERS, notAuthStatus } from './permission-table';

/*
 * Rows of the permission table for lost reports without an account (issue 39 item 2, ADR
 * 243): anyone posts one and uses its link, where the signed token is the permission and a
 * bad one is a 404, never 401/403; claiming is a member's.
 */

const byLink = { [OWNER_TOKEN_HEADER]: '1.bad' };

export const lostVisitorRows = (): Row[] => [
  {
    route: 'POST /api/lost-pet/visitor',
    rule: EVERYONE,
    request: async (fx) => {
      const form = multipart({
        ...validReport,
        email: `row_${unique()}@example.com`,
        homepage: '',
        formToken: formToken(fx.app.signer, Date.now() - 10_000),
      });
      return { url: '/api/lost-pet/visitor', payload: form.payload, headers: form.headers };
    },
  },
  {
    route: 'POST /api/lost-pet/confirm',
    rule: EVERYONE,
    request: async () => ({ url: '/api/lost-pet/confirm', payload: { token: '1.abc' } }),
    passes: notAuthStatus,
  },
  {
    route: 'GET /api/lost-pet/by-link',
    rule: EVERYONE,
    request: async () => ({ url: '/api/lost-pet/by-link', headers: byLink }),
    passes: notAuthStatus,
  },
  {
    route: 'GET /api/lost-pet/by-link/neighbours',
    rule: EVERYONE,
    request: async () => ({ url: '/api/lost-pet/by-link/neighbours', headers: byLink }),
    passes: notAuthStatus,
  },
  {
    route: 'PUT /api/lost-pet/by-link',
    rule: EVERYONE,
    request: async () => {
      const form = multipart({ ...validReport });
      return {
        url: '/api/lost-pet/by-link',
        payload: form.payload,
        headers: { ...form.headers, ...byLink },
      };
    },
    passes: notAuthStatus,
  },
  {
    route: 'POST /api/lost-pet/by-link/close',
    rule: EVERYONE,
    request: async () => ({
      url: '/api/lost-pet/by-link/close',
      payload: { reason: 'OTHER' },
      headers: byLink,
    }),
    passes: notAuthStatus,
  },
  {
    route: 'GET /api/mypage/lost-pets/claimable',
    rule: MEMBERS,
    request: async () => ({ url: '/api/mypage/lost-pets/claimable' }),
  },
  {
    // Nothing to claim is a 404 for a member; a visitor is refused before that.
    route: 'POST /api/mypage/lost-pets/claim-mail',
    rule: MEMBERS,
    request: async () => ({ url: '/api/mypage/lost-pets/claim-mail' }),
    passes: notAuthStatus,
  },
  {
    route: 'POST /api/mypage/lost-pets/claim',
    rule: MEMBERS,
    request: async () => ({ url: '/api/mypage/lost-pets/claim', payload: { token: 'bad' } }),
    passes: notAuthStatus,
  },
];
