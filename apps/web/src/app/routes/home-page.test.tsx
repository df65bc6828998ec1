import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeDog } from '../../features/dogs/pages/dog-fixtures';
import { noticeItem, page } from '../../features/notices/pages/notice-fixtures';
import { reportRow } from '../../features/users/test/fixtures';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';

const paged = <T,>(data: T[]) => ({
  data,
  pagination: { meta: { totalPages: 1, currentPage: 0, totalItems: data.length } },
});

const card = (name: string) => screen.findByRole('region', { name });

describe('home page right after a start or an import (issue 38 item 15)', () => {
  it('looks again while 「최근 등록된 유기견」 has none, and shows the dogs once they are in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const dogs: ReturnType<typeof makeDog>[] = [];
      server.use(http.get('/api/dog-details/paged', () => HttpResponse.json(paged(dogs))));
      await renderApp('/');
      const strays = await card('최근 등록된 유기견');
      expect(await within(strays).findByText('등록된 유기견이 없습니다.')).toBeInTheDocument();
      dogs.push(makeDog(7, { species: '진돗개' }));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await within(strays).findByRole('link', { name: '진돗개' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('home page', () => {
  it('shows the three latest notices, titles cut at 20 characters', async () => {
    let query = '';
    server.use(
      http.get('/api/notices/paged', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(
          page([
            noticeItem(3, { title: '가나다라마바사아자차카타파하가나다라마바사' }),
            noticeItem(2),
          ]),
        );
      }),
    );
    await renderApp('/');
    const notices = await card('공지사항');
    const link = await within(notices).findByRole('link', {
      name: '가나다라마바사아자차카타파하가나다라마바...',
    });
    expect(link).toHaveAttribute('href', '/notice/3');
    expect(within(notices).getByRole('link', { name: '공지사항 전체 보기' })).toHaveAttribute(
      'href',
      '/notice',
    );
    expect(query).toContain('page=0');
    expect(query).toContain('size=3');
    expect(query).toContain('sort=createdAt%2Cdesc');
  });

  it('shows adoptable dogs in care and the latest stray dogs', async () => {
    server.use(
      http.get('/api/dog-details/paged', ({ request }) => {
        const state = new URL(request.url).searchParams.get('state');
        return HttpResponse.json(
          state === '보호중'
            ? paged([makeDog(1, { species: '푸들', gender: '암컷' })])
            : paged([makeDog(2, { species: '시바견', state: '종료(반환)' })]),
        );
      }),
    );
    await renderApp('/');
    const adopt = await card('입양 가능한 동물');
    expect(await within(adopt).findByRole('link', { name: '푸들' })).toHaveAttribute(
      'href',
      '/adopt/1',
    );
    expect(within(adopt).getByText('암컷')).toBeInTheDocument();
    expect(within(adopt).getByRole('img', { name: '푸들 사진' })).toHaveAttribute(
      'src',
      '/images/default-dog.svg',
    );
    expect(within(adopt).getByRole('link', { name: '입양 가능한 동물 전체 보기' })).toHaveAttribute(
      'href',
      '/adopt',
    );
    const strays = await card('최근 등록된 유기견');
    expect(await within(strays).findByRole('link', { name: '시바견' })).toHaveAttribute(
      'href',
      '/lookup/2',
    );
  });

  it('shows the latest reports, titles cut at 22 characters', async () => {
    server.use(
      http.get('/api/lost-pet/paged', () =>
        HttpResponse.json(
          paged([reportRow(4, { title: '경기도 수원시 권선구 초코 실종 신고합니다' })]),
        ),
      ),
    );
    await renderApp('/');
    const reports = await card('최근 실종 신고');
    const link = await within(reports).findByRole('link', {
      name: '경기도 수원시 권선구 초코 실종 신고합니...',
    });
    expect(link).toHaveAttribute('href', '/report/view?id=4');
    expect(within(reports).getByRole('link', { name: '최근 실종 신고 전체 보기' })).toHaveAttribute(
      'href',
      '/report',
    );
  });

  it('shows each empty text, and a failed load logs and shows the empty text too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/lost-pet/paged', () => new HttpResponse(null, { status: 500 })));
    await renderApp('/');
    expect(await screen.findByText('등록된 공지사항이 없습니다.')).toBeInTheDocument();
    expect(await screen.findByText('입양 가능한 동물이 없습니다.')).toBeInTheDocument();
    expect(await screen.findByText('등록된 유기견이 없습니다.')).toBeInTheDocument();
    expect(await screen.findByText('최근 신고된 강아지가 없습니다.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows the loading text while the cards load, and the shelter card', async () => {
    server.use(http.get('/api/notices/paged', () => new Promise<never>(() => {})));
    await renderApp('/');
    const notices = await card('공지사항');
    expect(within(notices).getByText('불러오는 중...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '보호소 찾으러 가기' })).toHaveAttribute(
      'href',
      '/shelters',
    );
  });
});
