import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { listItem, makeSighting, paged } from '../test/sighting-fixtures';

/** Answers the board and records each query it was asked. */
function board(rows: ReturnType<typeof listItem>[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/sightings/paged', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(paged(rows));
    }),
  );
  return queries;
}

describe('/sighting', () => {
  it('shows each sighting as a card: photo or none, kind, 시/군/구 and place, Korean time, look', async () => {
    board([
      listItem(makeSighting()),
      listItem(
        makeSighting({ kind: 'SEEN', imagePath: null, place: '동백호수공원', district: '용인시' }),
      ),
    ]);
    await renderApp('/sighting');
    const list = await screen.findByRole('list', { name: '발견·목격 제보' });
    const [found, seen] = within(list).getAllByRole('listitem');
    expect(within(found!).getByRole('img', { name: '발견된 강아지 사진' })).toBeInTheDocument();
    expect(within(found!).getByText('발견')).toBeInTheDocument();
    expect(
      within(found!).getByRole('heading', { name: '수원시 광교호수공원 정문 앞' }),
    ).toBeInTheDocument();
    expect(within(found!).getByText('2026년 10월 5일 (월) 오후 9:30')).toBeInTheDocument();
    expect(within(found!).getByText('말티즈 · 흰색 · 소형')).toBeInTheDocument();
    expect(within(seen!).getByText('사진 없는 제보')).toBeInTheDocument();
    expect(within(seen!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(seen!).getByText('목격')).toBeInTheDocument();
    expect(within(seen!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/sighting\/view\?id=\d+$/),
    );
    expect(screen.getByRole('link', { name: '제보하기' })).toHaveAttribute(
      'href',
      '/sighting/write',
    );
  });

  it('asks the server for the chosen kind, 시/도 and 시/군/구, and keeps them in the address', async () => {
    const queries = board([]);
    const { user, router } = await renderApp('/sighting');
    await user.selectOptions(await screen.findByLabelText('제보 종류'), '목격');
    await user.selectOptions(screen.getByLabelText('시/도'), '경기도');
    await user.selectOptions(screen.getByLabelText('시/군/구'), '수원시');
    await waitFor(() => expect(queries.at(-1)?.get('district')).toBe('수원시'));
    expect(queries.at(-1)?.get('kind')).toBe('SEEN');
    expect(queries.at(-1)?.get('region')).toBe('경기도');
    expect(router.state.location.search).toBe(
      `?kind=SEEN&region=${encodeURIComponent('경기도')}&district=${encodeURIComponent('수원시')}`,
    );
    expect(
      await screen.findByText('조건에 맞는 제보가 없습니다. 조건을 바꿔 보세요.'),
    ).toBeVisible();
  });

  it('says so when nobody has posted yet', async () => {
    board([]);
    await renderApp('/sighting');
    expect(await screen.findByText('아직 올라온 발견·목격 제보가 없습니다.')).toBeInTheDocument();
  });

  it('sits under 실종 신고: in its menu, and lighting up its tab', async () => {
    board([]);
    const { user } = await renderApp('/sighting');
    const tabs = within(screen.getByRole('navigation', { name: '하단 메뉴' }));
    expect(tabs.getByRole('link', { name: '실종 신고' })).toHaveAttribute('aria-current', 'true');
    const nav = within(screen.getByRole('navigation', { name: '주 메뉴' }));
    await user.click(nav.getByRole('button', { name: '하위 메뉴: 발견·목격 제보' }));
    expect(await screen.findByRole('menuitem', { name: '발견·목격 제보하기' })).toHaveAttribute(
      'href',
      '/sighting/write',
    );
  });
});
