import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render';
import { server } from '../../test/server';
import { detailHandler, makeReport } from '../reports/test/report-fixtures';
import { candidate, matchesHandler } from './test/match-fixtures';
import { notification } from '../notifications/test/notification-fixtures';

describe('비슷한 유기견 on the author’s report', () => {
  it('lists the candidates with their similarity, each linking to the dog', async () => {
    const report = makeReport();
    server.use(
      detailHandler(report),
      http.get(`/api/lost-pet/${report.id}/matches`, () =>
        HttpResponse.json({
          reportStatus: 'OPEN',
          hasPhoto: true,
          pending: false,
          candidates: [candidate(31)],
        }),
      ),
    );
    await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    const section = await screen.findByRole('region', { name: '비슷한 유기견' });
    const link = await within(section).findByRole('link', { name: /사진 유사도 93%/ });
    expect(link).toHaveAttribute('href', '/lookup/31');
    expect(within(section).getByRole('button', { name: '아니에요' })).toBeInTheDocument();
  });

  it('"아니에요" dismisses the dog and the list is asked again', async () => {
    const report = makeReport();
    let dismissed = false;
    server.use(
      detailHandler(report),
      http.get(`/api/lost-pet/${report.id}/matches`, () =>
        HttpResponse.json({
          reportStatus: 'OPEN',
          hasPhoto: true,
          pending: false,
          candidates: dismissed ? [] : [candidate(32)],
        }),
      ),
      http.post(`/api/lost-pet/${report.id}/matches/32/dismiss`, () => {
        dismissed = true;
        return HttpResponse.json({ status: 'ok', message: '후보에서 뺐습니다.' });
      }),
    );
    const { user } = await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    await user.click(await screen.findByRole('button', { name: '아니에요' }));
    expect(
      await screen.findByText('아직 닮은 유기견이 없어요. 새로 들어오면 알려 드릴게요.'),
    ).toBeInTheDocument();
    expect(dismissed).toBe(true);
  });

  it('"찾았어요" asks how the dog came home, sends it, then says so in a toast (issue 38 item 17)', async () => {
    const report = makeReport();
    let found = false;
    let sent: unknown;
    server.use(
      http.get(`/api/lost-pet/${report.id}`, () =>
        HttpResponse.json({ data: { ...report, status: found ? 'FOUND' : 'OPEN' } }),
      ),
      http.get(`/api/lost-pet/${report.id}/matches`, () =>
        HttpResponse.json({
          reportStatus: found ? 'FOUND' : 'OPEN',
          hasPhoto: true,
          pending: false,
          candidates: [candidate(33, { status: found ? 'FOUND' : 'CANDIDATE' })],
        }),
      ),
      http.post(`/api/lost-pet/${report.id}/matches/33/found`, async ({ request }) => {
        sent = await request.json();
        found = true;
        return HttpResponse.json({ status: 'ok', message: '찾았어요! 실종 신고를 마쳤습니다.' });
      }),
    );
    const { user } = await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    // The candidate's own 찾았어요, not the owner's closing button above it.
    const section = await screen.findByRole('region', { name: '비슷한 유기견' });
    await user.click(await within(section).findByRole('button', { name: '찾았어요' }));
    const ask = await screen.findByRole('dialog', { name: '강아지를 찾으셨나요?' });
    const how = within(ask).getByRole('group', { name: '어떻게 집에 돌아왔나요?' });
    // A shelter dog suggests 보호소; the owner says the site's alert led them there.
    expect(within(how).getByRole('radio', { name: '보호소에서 찾았어요' })).toBeChecked();
    for (const way of [
      '찾아줄개 제보로 찾았어요',
      '스스로 집에 돌아왔어요',
      '다른 방법으로 찾았어요',
    ]) {
      expect(within(how).getByRole('radio', { name: way })).toBeInTheDocument();
    }
    await user.click(within(how).getByRole('radio', { name: '찾아줄개 제보로 찾았어요' }));
    await user.click(within(ask).getByRole('button', { name: '찾았어요로 바꾸기' }));
    // A simple confirmation: a toast screen readers hear, not a modal 「알림」.
    const toast = await screen.findByText('찾았어요! 실종 신고를 마쳤습니다.');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual({ reason: 'SITE_FINDER' });
    expect(await screen.findByText('찾은 강아지')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '아니에요' })).not.toBeInTheDocument();
    expect(found).toBe(true);
  });

  it('is not shown to other members', async () => {
    const report = makeReport({ isAuthor: false });
    server.use(detailHandler(report));
    await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    await screen.findByRole('heading', { name: report.title });
    expect(screen.queryByRole('region', { name: '비슷한 유기견' })).not.toBeInTheDocument();
  });
});

describe('notifications', () => {
  it("the bell shows the unread count and opens the my-page tab, where a dog match opens the report's candidates, focused", async () => {
    const report = makeReport({ id: 7 });
    let read = false;
    server.use(
      detailHandler(report),
      matchesHandler(7, () => [candidate(41)]),
      http.get('/api/lost-pet/7/sightings', () => HttpResponse.json({ data: [] })),
      http.get('/api/notifications/unread-count', () =>
        HttpResponse.json({ unread: read ? 0 : 2 }),
      ),
      http.get('/api/notifications', () =>
        HttpResponse.json({
          content: [notification(1), notification(2, { read: true })],
          totalPages: 1,
          totalElements: 2,
          number: 0,
        }),
      ),
      http.post('/api/notifications/1/read', () => {
        read = true;
        return HttpResponse.json({ unread: 1 });
      }),
    );
    const { user, router } = await renderApp('/', { as: testUser });
    await user.click(await screen.findByRole('link', { name: '알림 2개 읽지 않음' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notifications'));
    expect(await screen.findByRole('tab', { name: '알림', selected: true })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '받은 알림' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('"경기도 수원시 초코 실종" 신고와 닮은 유기견이 들어왔어요');
    await user.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    expect(router.state.location.search).toBe('?id=7');
    expect(router.state.location.hash).toBe('#matches');
    const section = await screen.findByRole('region', { name: '비슷한 유기견' });
    await within(section).findByRole('link', { name: /사진 유사도 93%/ });
    await waitFor(() => expect(section).toHaveFocus());
    expect(read).toBe(true);
  });
});

describe('while the server is still looking', () => {
  it('says so and asks again until the candidates are in', async () => {
    const report = makeReport();
    let calls = 0;
    server.use(
      detailHandler(report),
      http.get(`/api/lost-pet/${report.id}/matches`, () => {
        calls += 1;
        const done = calls > 1;
        return HttpResponse.json({
          reportStatus: 'OPEN',
          hasPhoto: true,
          pending: !done,
          candidates: done ? [candidate(34)] : [],
        });
      }),
    );
    await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    expect(await screen.findByText('닮은 유기견을 찾는 중...')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '비슷한 유기견' });
    expect(await within(section).findByRole('link', { name: /사진 유사도/ })).toHaveAttribute(
      'href',
      '/lookup/34',
    );
  });
});
