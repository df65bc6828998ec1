import type { Notification } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render';
import { server } from '../../test/server';
import { notification } from '../notifications/test/notification-fixtures';

/** The finder's thanks when the family found its dog (issue 39 item 6, ADR 248). */
describe('a FAMILY_FOUND notification', () => {
  it('thanks the finder and opens their sighting', async () => {
    const content: Notification[] = [
      notification(5, {
        kind: 'FAMILY_FOUND',
        dogId: null,
        sightingId: 63,
        reportTitle: '부산 해운대구 보리 실종',
      }),
    ];
    server.use(
      http.post('/api/notifications/:id/read', () => HttpResponse.json({ unread: 0 })),
      http.get('/api/notifications', () =>
        HttpResponse.json({ content, totalPages: 1, totalElements: 1, number: 0 }),
      ),
    );
    const { user, router } = await renderApp('/mypage?tab=notifications', { as: testUser });
    const list = await screen.findByRole('list', { name: '받은 알림' });
    await user.click(
      within(list).getByRole('button', {
        name: /가족을 찾았어요, 감사합니다: "부산 해운대구 보리 실종"/,
      }),
    );
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/sighting/view?id=63',
      ),
    );
  });
});
