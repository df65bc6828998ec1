import type { Notification } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render';
import { server } from '../../test/server';
import { notification } from './test/notification-fixtures';

const listOf = (content: Notification[]) =>
  http.get('/api/notifications', () =>
    HttpResponse.json({ content, totalPages: 1, totalElements: content.length, number: 0 }),
  );
const readAny = http.post('/api/notifications/:id/read', () => HttpResponse.json({ unread: 0 }));

/** Opens the my-page tab and clicks the notification whose line is `line`. */
async function openNotification(line: string) {
  const view = await renderApp('/mypage?tab=notifications', { as: testUser });
  const list = await screen.findByRole('list', { name: '받은 알림' });
  await view.user.click(within(list).getByRole('button', { name: new RegExp(line) }));
  return view;
}

describe('each kind of notification says what it is and opens its own place', () => {
  it("a found or seen report like the member's lost report opens the report's candidates", async () => {
    server.use(
      readAny,
      listOf([notification(1, { kind: 'SIGHTING_MATCH', dogId: null, sightingId: 61 })]),
      http.get('/api/lost-pet/:id', () => HttpResponse.json({}, { status: 404 })),
    );
    const { router } = await openNotification(
      '"경기도 수원시 초코 실종" 신고와 닮은 강아지를 봤다는 제보가 올라왔어요',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    expect(`${router.state.location.search}${router.state.location.hash}`).toBe('?id=7#matches');
  });

  it("a lost report like the member's sighting (a possible family) opens the sighting", async () => {
    server.use(
      readAny,
      listOf([
        notification(2, {
          kind: 'FAMILY_MATCH',
          dogId: null,
          sightingId: 62,
          reportTitle: '부산 해운대구 보리 실종',
        }),
      ]),
    );
    const { router } = await openNotification(
      '내 제보의 강아지를 찾는 가족일 수 있어요: "부산 해운대구 보리 실종"',
    );
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/sighting/view?id=62',
      ),
    );
  });

  it('a new message opens its conversation, without a similarity', async () => {
    server.use(
      readAny,
      listOf([
        notification(3, {
          kind: 'MESSAGE',
          dogId: null,
          sightingId: 63,
          conversationId: 70,
          similarity: null,
        }),
      ]),
      http.get('/api/conversations/70', () => HttpResponse.json({}, { status: 404 })),
    );
    const { user, router } = await renderApp('/mypage?tab=notifications', { as: testUser });
    const list = await screen.findByRole('list', { name: '받은 알림' });
    const item = within(list).getByRole('button', {
      name: /"경기도 수원시 초코 실종" 대화에 새 메시지가 왔어요/,
    });
    expect(item).not.toHaveTextContent('사진');
    await user.click(item);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/messages?id=70',
      ),
    );
  });

  it('a finder’s note from a QR 인식표 is marked urgent and opens its conversation', async () => {
    const tagFound = (id: number, line: string, conversationId: number | null) =>
      notification(id, {
        kind: 'TAG_FOUND',
        reportId: null,
        reportTitle: null,
        dogId: null,
        similarity: null,
        detail: `보리\n${line}`,
        conversationId,
      });
    server.use(
      readAny,
      listOf([
        tagFound(4, '보리를 찾은 분이 연락했어요', 71),
        tagFound(5, '보리를 행복동물병원에 맡겼다는 연락이 왔어요', null),
      ]),
      http.get('/api/conversations/71', () => HttpResponse.json({}, { status: 404 })),
    );
    const { router } = await openNotification('^\\[긴급\\] 보리를 찾은 분이 연락했어요');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/messages?id=71',
      ),
    );
  });

  it('a QR 인식표’s 맡겼어요 opens 우리 아이, where the scan log is', async () => {
    server.use(
      readAny,
      listOf([
        notification(5, {
          kind: 'TAG_FOUND',
          reportId: null,
          reportTitle: null,
          dogId: null,
          similarity: null,
          detail: '보리\n보리를 행복동물병원에 맡겼다는 연락이 왔어요',
        }),
      ]),
      http.get('/api/mypage/pets', () => HttpResponse.json({ data: [] })),
    );
    const { router } = await openNotification('\\[긴급\\] 보리를 행복동물병원에 맡겼다는');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/mypage?tab=pets',
      ),
    );
  });
});
