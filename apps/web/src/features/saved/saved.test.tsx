import type { SavedSearch } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render';
import { server } from '../../test/server';
import { breedsHandler, makeDog, pagedHandler, regionsHandler } from '../dogs/pages/dog-fixtures';
import { notification } from '../notifications/test/notification-fixtures';

const dogs = [makeDog(1, { species: '진도견' }), makeDog(2, { species: '말티즈' })];

const search = (over: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 5,
  kind: 'filters',
  page: 'adopt',
  filters: { jurisd: '경기도 수원시', state: '보호중' },
  threshold: null,
  paused: false,
  lastDigestAt: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

beforeEach(() =>
  server.use(pagedHandler(dogs), regionsHandler(['경기도']), breedsHandler(['진도견'])),
);

describe('관심 강아지', () => {
  it('a member presses the heart on a card, and it saves the dog', async () => {
    let saved: number[] = [];
    server.use(
      http.get('/api/mypage/saved-dogs', () =>
        HttpResponse.json({ dogs: dogs.filter((d) => saved.includes(d.id)) }),
      ),
      http.put('/api/dogs/:id/saved', ({ params }) => {
        saved = [...saved, Number(params.id)];
        return HttpResponse.json({ saved: true });
      }),
    );
    const { user } = await renderApp('/adopt', { as: testUser });
    const card = await screen.findByRole('article', { name: /진도견/ });
    const heart = within(card).getByRole('button', { name: /관심 강아지 저장/ });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(saved).toEqual([1]));
    const pressed = await within(card).findByRole('button', { name: /관심 강아지 해제/ });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
  });

  it('a visitor is asked to log in first', async () => {
    const { user } = await renderApp('/adopt');
    const card = await screen.findByRole('article', { name: /말티즈/ });
    await user.click(within(card).getByRole('button', { name: /관심 강아지 저장/ }));
    expect(
      await screen.findByText('관심 강아지는 로그인 후 저장할 수 있어요. 로그인할까요?'),
    ).toBeInTheDocument();
  });

  it('마이페이지 lists the saved dogs in its 관심 강아지 tab', async () => {
    server.use(http.get('/api/mypage/saved-dogs', () => HttpResponse.json({ dogs: [dogs[0]] })));
    await renderApp('/mypage?tab=saved-dogs', { as: testUser });
    const list = await screen.findByRole('list', { name: '관심 강아지' });
    expect(within(list).getByRole('link', { name: /진도견/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /관심 강아지 해제/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('알림 받을 조건', () => {
  it('이 조건 알림 받기 saves the list’s filters', async () => {
    let body: unknown;
    server.use(
      http.post('/api/mypage/saved-searches', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(search(), { status: 201 });
      }),
    );
    const { user } = await renderApp('/adopt', { as: testUser });
    await screen.findByText('총 2건');
    await user.click(screen.getByRole('button', { name: '이 조건 알림 받기' }));
    expect(await screen.findByText(/알림 받을 조건을 저장했어요/)).toBeInTheDocument();
    // A toast, not a modal 「알림」 (issue 38 item 17).
    expect(screen.getByRole('status')).toHaveTextContent(/알림 받을 조건을 저장했어요/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(body).toMatchObject({ page: 'adopt', filters: { state: '보호중' } });
  });

  it('마이페이지 pauses and deletes a search', async () => {
    let current = [search()];
    server.use(
      http.get('/api/mypage/saved-searches', () => HttpResponse.json({ searches: current })),
      http.patch('/api/mypage/saved-searches/5', async ({ request }) => {
        const { paused } = (await request.json()) as { paused: boolean };
        current = [search({ paused })];
        return HttpResponse.json(current[0]);
      }),
      http.delete('/api/mypage/saved-searches/5', () => {
        current = [];
        return HttpResponse.json({ status: 'ok', message: '알림 받을 조건을 지웠어요.' });
      }),
    );
    const { user } = await renderApp('/mypage?tab=searches', { as: testUser });
    const list = await screen.findByRole('list', { name: '알림 받을 조건' });
    expect(within(list).getByText('입양: 경기도 수원시 · 보호중')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /일시정지$/ }));
    expect(await within(list).findByRole('button', { name: /다시 받기$/ })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /삭제$/ }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    expect(await screen.findByText(/저장한 알림 받을 조건이 없어요/)).toBeInTheDocument();
  });

  it('the notification list says the saved alerts in their Korean words', async () => {
    server.use(
      http.get('/api/notifications', () =>
        HttpResponse.json({
          content: [
            notification(1, {
              kind: 'SAVED_DOG_STATE',
              reportId: null,
              reportTitle: null,
              species: '진도견',
              noticeNo: '경기-수원-2026-00001',
              detail: '종료(자연사)',
            }),
            notification(2, { kind: 'SEARCH_DIGEST', reportId: null, dogCount: 3 }),
          ],
          totalPages: 1,
          totalElements: 2,
          number: 0,
        }),
      ),
    );
    await renderApp('/mypage?tab=notifications', { as: testUser });
    expect(
      await screen.findByText(
        '관심 강아지 진도견 (공고번호 경기-수원-2026-00001): 안타깝게도 무지개다리를 건넜어요. 함께 마음 써주셔서 고맙습니다.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('알림 받을 조건에 맞는 새 강아지 3마리가 들어왔어요.'),
    ).toBeInTheDocument();
  });
});
