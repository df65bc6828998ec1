import { makeJpeg } from '../images';
import type { Row } from './permission-table';
import { EVERYONE } from './permission-table';

/*
 * Rows of the permission table for issue 39 item 5: the national lost-animal notices and the
 * ones like a dog (ADR 246, ADR 247), and their photos (ADR 259). All are open reads:
 * nothing personal is stored.
 */
export function lossNoticeRows(): Row[] {
  return [
    {
      route: 'GET /api/loss-notices',
      rule: EVERYONE,
      request: async () => ({ url: `/api/loss-notices?region=${encodeURIComponent('경기도')}` }),
    },
    {
      route: 'GET /api/loss-notices/like',
      rule: EVERYONE,
      request: async () => ({
        url: `/api/loss-notices/like?region=${encodeURIComponent('경기도')}&date=2026-11-12`,
      }),
    },
    {
      route: 'GET /api/loss-notices/images/*',
      rule: EVERYONE,
      request: async (fx) => {
        const key = 'loss-notices/2026/11/sample.jpg';
        await fx.app.storage.put(key, await makeJpeg(), 'image/jpeg');
        return { url: `/api/loss-notices/images/${key}` };
      },
    },
  ];
}
