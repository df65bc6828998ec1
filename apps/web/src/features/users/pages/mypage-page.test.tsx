import { screen, within } from '@testing-library/react';
import type { JsonBodyType } from 'msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testAdmin, testUser } from '../../../test/render';
import { expectLoginGate } from '../../../test/gates';
import { server } from '../../../test/server';
import { summary } from '../../conversations/test/conversation-fixtures';
import { contentPage, inquiryRow, reportRow } from '../test/fixtures';

let nextConversation = 0;
const convo = ({ unread }: { unread: number }) => summary((nextConversation += 1), { unread });

const lists = (reports: JsonBodyType, inquiries: JsonBodyType) =>
  server.use(
    http.get('/api/mypage/lost-pets', () => HttpResponse.json(reports)),
    http.get('/api/mypage/inquiries', () => HttpResponse.json(inquiries)),
  );

describe('/mypage', () => {
  it('shows a visitor why not, with log-in and sign-up links that come back here', async () => {
    await renderApp('/mypage');
    await expectLoginGate('마이페이지', '/mypage');
    expect(screen.queryByRole('region', { name: '내 정보' })).not.toBeInTheDocument();
  });

  it('shows the profile with the counts of own reports and inquiries', async () => {
    lists(
      contentPage([reportRow(1), reportRow(2, { dogName: null })], 2),
      contentPage([inquiryRow(5)], 1),
    );
    await renderApp('/mypage', { as: testUser });
    const profile = await screen.findByRole('region', { name: '내 정보' });
    expect(within(profile).getByText('member1')).toBeInTheDocument();
    expect(within(profile).getByText('member1@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('2026-01-02')).toBeInTheDocument();
    expect(await within(profile).findByText('2건')).toBeInTheDocument();
    expect(within(profile).getByText('1건')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: '회원 정보 수정' })).toHaveAttribute(
      'href',
      '/mypage/edit',
    );
  });

  it('lists own reports by dog name and own inquiries toward their pages', async () => {
    lists(
      contentPage([reportRow(1), reportRow(2, { dogName: null })]),
      contentPage([inquiryRow(5)]),
    );
    const { user } = await renderApp('/mypage', { as: testUser });
    expect(await screen.findByRole('link', { name: '초코1' })).toHaveAttribute(
      'href',
      '/report/view?id=1',
    );
    expect(screen.getByRole('link', { name: '이름 없는 강아지' })).toHaveAttribute(
      'href',
      '/report/view?id=2',
    );
    await user.click(screen.getByRole('tab', { name: '내 문의' }));
    expect(await screen.findByRole('link', { name: '문의 5' })).toHaveAttribute(
      'href',
      '/inquiry/detail?id=5&from=mypage',
    );
  });

  it('links to 메시지 with the unread total over all conversations', async () => {
    lists(contentPage([]), contentPage([]));
    server.use(
      http.get('/api/conversations', () =>
        HttpResponse.json(contentPage([{ unread: 2 }, { unread: 0 }, { unread: 1 }].map(convo))),
      ),
    );
    await renderApp('/mypage', { as: testUser });
    const profile = await screen.findByRole('region', { name: '내 정보' });
    expect(
      await within(profile).findByRole('link', { name: '메시지 (읽지 않음 3)' }),
    ).toHaveAttribute('href', '/messages');
  });

  it('says so when there are no reports or inquiries', async () => {
    lists(contentPage([]), contentPage([]));
    const { user } = await renderApp('/mypage', { as: testUser });
    expect(await screen.findByText('등록한 실종 신고가 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '내 문의' }));
    expect(await screen.findByText('작성한 문의가 없습니다.')).toBeInTheDocument();
  });

  it('shows the load failure when a list cannot be read', async () => {
    server.use(
      http.get('/api/mypage/lost-pets', () => new HttpResponse(null, { status: 500 })),
      http.get('/api/mypage/inquiries', () => HttpResponse.json(contentPage([]))),
    );
    await renderApp('/mypage', { as: testUser });
    // Server errors are retried twice before the page gives up.
    expect(await screen.findByRole('alert')).toHaveTextContent('데이터를 불러오지 못했습니다.');
  });

  it('is open to an admin too', async () => {
    lists(contentPage([]), contentPage([]));
    const { router } = await renderApp('/mypage', { as: testAdmin });
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mypage');
  });
  it('lists own found and seen reports under 내 제보, with their state', async () => {
    lists(contentPage([]), contentPage([]));
    const row = (id: number, kind: 'FOUND' | 'SEEN', status: 'OPEN' | 'CLOSED') => ({
      ...{ id, kind, status, seenAt: '2026-10-05T12:30:00.000Z', region: '경기도' },
      ...{ district: '수원시', place: `공원 ${id}`, point: null, breed: null, colour: null },
      ...{ size: null, gender: null, collar: null, imagePath: null, authorName: '멍멍이집사' },
      ...{ lostReportId: null, createdAt: '2026-10-05T13:00:00.000Z' },
    });
    server.use(
      http.get('/api/mypage/sightings', () =>
        HttpResponse.json(contentPage([row(3, 'SEEN', 'OPEN'), row(2, 'FOUND', 'CLOSED')])),
      ),
    );
    const { user } = await renderApp('/mypage', { as: testUser });
    await user.click(await screen.findByRole('tab', { name: '내 제보' }));
    const list = await screen.findByRole('list', { name: '내 제보' });
    const [open, closed] = within(list).getAllByRole('listitem');
    expect(within(open!).getByRole('link', { name: '수원시 공원 3' })).toHaveAttribute(
      'href',
      '/sighting/view?id=3',
    );
    expect(open).toHaveTextContent('목격');
    expect(open).toHaveTextContent('제보 중');
    expect(closed).toHaveTextContent('발견');
    expect(closed).toHaveTextContent('마감');
  });
});
