import type { ConversationSummary } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { finderTokenFor } from '../../../lib/finder-token';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { contentPage, errorBody, makeFamily, makeSighting } from '../test/sighting-fixtures';

const linkInvalid = '유효하지 않거나 마감된 제보 링크입니다.';

function conversation(id: number, sightingId: number): ConversationSummary {
  return {
    id,
    role: 'FINDER',
    lostReport: { id: 42, title: '경기도 수원시 초코 실종', imagePath: null },
    familyLeft: false,
    sighting: { id: sightingId, kind: 'FOUND', place: '광교호수공원', imagePath: null },
    otherName: '보호자',
    lastMessage: {
      id: 1,
      fromMe: false,
      senderName: '보호자',
      body: '우리 초코 같아요!',
      createdAt: '2026-10-06T01:00:00.000Z',
    },
    unread: 1,
    updatedAt: '2026-10-06T01:00:00.000Z',
  };
}

/** A visitor's sighting: only the header with its token makes its reader the author. */
function visitorServer() {
  const sighting = makeSighting();
  const token = `${sighting.id}.private-link-mac`;
  const confirmed: unknown[] = [];
  const isFinder = (request: Request) => request.headers.get('x-finder-token') === token;
  server.use(
    http.post('/api/sightings/confirm', async ({ request }) => {
      const body = (await request.json()) as { token: string };
      confirmed.push(body);
      if (body.token !== token) return errorBody(404, linkInvalid);
      return HttpResponse.json({
        status: 'ok',
        message: '제보가 올라갔습니다. 비슷한 실종 신고를 찾고 있어요.',
        id: sighting.id,
      });
    }),
    http.get(`/api/sightings/${sighting.id}`, ({ request }) =>
      HttpResponse.json({ data: { ...sighting, isAuthor: isFinder(request) } }),
    ),
    http.get(`/api/sightings/${sighting.id}/matches`, ({ request }) =>
      isFinder(request)
        ? HttpResponse.json({ pending: false, families: [makeFamily()] })
        : errorBody(403, '제보를 쓴 사람만 할 수 있습니다.'),
    ),
    http.get('/api/conversations', ({ request }) =>
      isFinder(request)
        ? HttpResponse.json(contentPage([conversation(7, sighting.id)]))
        : errorBody(401, '로그인이 필요합니다.'),
    ),
  );
  return { sighting, token, confirmed };
}

describe('/sighting/manage', () => {
  it('confirms the post, keeps the token for this tab, takes it out of the address and shows the author’s page', async () => {
    const { sighting, token, confirmed } = visitorServer();
    const { router } = await renderApp(`/sighting/manage?token=${encodeURIComponent(token)}`);
    expect(
      await screen.findByText('제보가 올라갔습니다. 비슷한 실종 신고를 찾고 있어요.'),
    ).toBeInTheDocument();
    expect(confirmed).toEqual([{ token }]);
    expect(finderTokenFor(sighting.id)).toBe(token);
    expect(router.state.location.pathname).toBe('/sighting/view');
    expect(router.state.location.search).toBe(`?id=${sighting.id}`);
    expect(router.state.location.search).not.toContain('token');

    const families = within(screen.getByRole('region', { name: '가족일 수 있는 실종 신고' }));
    expect(await families.findByRole('heading', { name: '경기도 수원시 초코 실종' })).toBeVisible();
    expect(screen.getByRole('link', { name: '수정' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '마감하기' })).toBeInTheDocument();
    const talks = within(await screen.findByRole('region', { name: '주고받은 메시지' }));
    expect(talks.getByText('우리 초코 같아요!')).toBeInTheDocument();
    expect(talks.getByRole('link', { name: '대화 보기' })).toHaveAttribute(
      'href',
      '/messages?id=7',
    );
  });

  it('goes to the conversation a message mail named, after confirming', async () => {
    const { token } = visitorServer();
    const { router } = await renderApp(`/sighting/manage?token=${token}&conversation=7`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(router.state.location.search).toBe('?id=7');
  });

  it('shows an invalid or closed link’s message on a page of its own, without the token', async () => {
    visitorServer();
    const { router } = await renderApp('/sighting/manage?token=1.forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(linkInvalid);
    expect(screen.getByRole('heading', { level: 1, name: '내 제보 관리' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says the link is invalid when it has no token at all', async () => {
    await renderApp('/sighting/manage');
    expect(await screen.findByRole('alert')).toHaveTextContent(linkInvalid);
  });
});
