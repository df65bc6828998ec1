import { unique } from '../factories';
import * as f from './fixtures';
import type { Row } from './permission-table';
import { AUTHOR, EVERYONE, MEMBERS, notAuthStatus } from './permission-table';

/*
 * Rows of the permission table for issue 39 item 1, 동네 실종견 알림 (ADR 240, ADR 242):
 * anyone subscribes and uses a link's token; only a member reads and edits their own by login
 * (a visitor does by the token, which the table's visitor has not); only the report's author
 * sees how many neighbours were told.
 */
const settings = {
  places: [{ lat: 37.2636, lng: 127.0286, radiusM: 1000 }],
  events: ['LOST'],
  channels: ['EMAIL'],
  quietHours: null,
};
const badToken = `1.${'a'.repeat(43)}`;

export const neighbourRows = (): Row[] => [
  {
    route: 'POST /api/neighbours',
    rule: EVERYONE,
    request: async () => ({
      url: '/api/neighbours',
      payload: { ...settings, email: `row_${unique()}@example.com` },
    }),
  },
  {
    route: 'POST /api/neighbours/confirm',
    rule: EVERYONE,
    request: async () => ({ url: '/api/neighbours/confirm', payload: { token: badToken } }),
    passes: notAuthStatus,
  },
  {
    route: 'POST /api/neighbours/off',
    rule: EVERYONE,
    request: async () => ({ url: '/api/neighbours/off', payload: { token: badToken } }),
    passes: notAuthStatus,
  },
  {
    route: 'GET /api/neighbours/mine',
    rule: MEMBERS,
    request: async () => ({ url: '/api/neighbours/mine' }),
    passes: notAuthStatus,
  },
  {
    route: 'PUT /api/neighbours/mine',
    rule: MEMBERS,
    request: async () => ({ url: '/api/neighbours/mine', payload: settings }),
  },
  {
    route: 'DELETE /api/neighbours/mine',
    rule: MEMBERS,
    request: async () => ({ url: '/api/neighbours/mine' }),
  },
  {
    route: 'GET /api/lost-pet/:id/neighbours',
    rule: AUTHOR,
    request: async (fx) => ({ url: `/api/lost-pet/${await f.makeReport(fx)}/neighbours` }),
  },
];
