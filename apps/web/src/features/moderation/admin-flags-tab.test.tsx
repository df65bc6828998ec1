import type { FlaggedItem } from '@chajul/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminPhotoSearchHandler } from '../search/test-data';
import { renderApp, testAdmin } from '../../test/render';
import { server } from '../../test/server';

const flagged = (targetId: number, over: Partial<FlaggedItem> = {}): FlaggedItem => ({
  targetType: 'LOST_REPORT',
  targetId,
  excerpt: '경기도 수원시 초코 실종',
  authorName: '수상한사람',
  path: `/report/view?id=${targetId}`,
  hidden: false,
  authorBlocked: false,
  flagCount: 2,
  reasons: ['SCAM', 'SPAM'],
  details: ['돈을 요구해요'],
  lastFlaggedAt: '2026-10-06T01:02:00.000Z',
  open: true,
  ...over,
});

/** GET /api/admin/flags from a list the test changes; records the statuses asked for. */
function queue(items: FlaggedItem[]) {
  const asked: string[] = [];
  server.use(
    http.get('/api/admin/flags', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'OPEN';
      asked.push(status);
      const data = status === 'ALL' ? items : items.filter((i) => i.open);
      return HttpResponse.json({
        data,
        pagination: { meta: { totalPages: 1, currentPage: 0, totalItems: data.length } },
      });
    }),
  );
  return asked;
}

const openTab = async () => {
  const view = await renderApp('/adminpage?tab=flags', { as: testAdmin });
  const list = await screen.findByRole('list', { name: '신고된 글 목록' });
  return { ...view, list };
};

beforeEach(() => {
  server.use(adminPhotoSearchHandler());
});

describe('신고된 글 on the admin page', () => {
  it('shows each flagged item with its type, excerpt, author, reasons, notes, count, time and a link', async () => {
    queue([
      flagged(7),
      flagged(31, {
        targetType: 'MESSAGE',
        excerpt: '계좌로 먼저 보내주세요',
        path: null,
        flagCount: 1,
        reasons: ['SCAM'],
        details: [],
      }),
    ]);
    const { list } = await openTab();
    const [report, message] = within(list).getAllByRole('listitem', { name: /./ });
    expect(within(report!).getByText('실종 신고')).toBeInTheDocument();
    expect(
      within(report!).getByRole('heading', { name: '경기도 수원시 초코 실종' }),
    ).toBeInTheDocument();
    expect(report).toHaveTextContent('수상한사람');
    expect(report).toHaveTextContent('사기 의심, 광고·도배 (신고 2건)');
    expect(report).toHaveTextContent('돈을 요구해요');
    expect(report).toHaveTextContent('2026-10-06');
    expect(
      within(report!).getByRole('link', { name: '경기도 수원시 초코 실종 글 보기' }),
    ).toHaveAttribute('href', '/report/view?id=7');
    expect(within(message!).getByText('메시지')).toBeInTheDocument();
    expect(within(message!).queryByRole('link')).toBeNull();
  });

  it('hides an item, says so, and it leaves the open queue', async () => {
    const items = [flagged(7)];
    queue(items);
    let acted: unknown;
    server.use(
      http.post('/api/admin/moderation', async ({ request }) => {
        acted = await request.json();
        items[0] = { ...items[0]!, hidden: true, open: false };
        return HttpResponse.json({
          status: 'ok',
          message: '숨겼습니다. 이제 누구에게도 보이지 않습니다.',
        });
      }),
    );
    const { user, list } = await openTab();
    await user.click(within(list).getByRole('button', { name: '숨기기' }));
    // A toast, not a modal 「알림」 (issue 38 item 17).
    expect(
      await screen.findByText('숨겼습니다. 이제 누구에게도 보이지 않습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(acted).toEqual({ targetType: 'LOST_REPORT', targetId: 7, action: 'HIDE' });
    expect(await screen.findByText('확인할 신고가 없습니다.')).toBeInTheDocument();
  });

  it('shows handled items on request, a hidden one with 숨김 and 다시 보이기', async () => {
    const asked = queue([flagged(8, { hidden: true, open: false })]);
    const { user } = await renderApp('/adminpage?tab=flags', { as: testAdmin });
    expect(await screen.findByText('확인할 신고가 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '처리한 글도 보기' }));
    const list = await screen.findByRole('list', { name: '신고된 글 목록' });
    expect(within(list).getByText('숨김')).toBeInTheDocument();
    expect(within(list).getByText('처리함')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: '다시 보이기' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: '숨기기' })).toBeNull();
    expect(asked).toEqual(['OPEN', 'ALL']);
  });

  it('asks before blocking the author, and does nothing when the admin cancels', async () => {
    queue([flagged(9)]);
    const actions: unknown[] = [];
    server.use(
      http.post('/api/admin/moderation', async ({ request }) => {
        actions.push(await request.json());
        return HttpResponse.json({ status: 'ok', message: '작성자를 차단하고 글을 숨겼습니다.' });
      }),
    );
    const { user, list } = await openTab();
    await user.click(within(list).getByRole('button', { name: '작성자 차단' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('수상한사람 님을 차단할까요?');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(actions).toEqual([]);
    await user.click(within(list).getByRole('button', { name: '작성자 차단' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    expect(await screen.findByText('작성자를 차단하고 글을 숨겼습니다.')).toBeInTheDocument();
    expect(actions).toEqual([{ targetType: 'LOST_REPORT', targetId: 9, action: 'BLOCK' }]);
  });
});
