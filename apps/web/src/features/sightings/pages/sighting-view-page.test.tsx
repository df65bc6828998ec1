import type { Sighting } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { saveFinderToken } from '../../../lib/finder-token';
import { browserWithPush } from '../../../test/push-browser';
import { server } from '../../../test/server';
import { contentPage, errorBody, makeFamily, makeSighting } from '../test/sighting-fixtures';

/** The sighting's detail, its families and its conversations, as its author may read them. */
function sightingServer(sighting: Sighting, families = [makeFamily()]) {
  const calls = { close: 0, flags: [] as unknown[], messages: [] as unknown[] };
  server.use(
    http.get(`/api/sightings/${sighting.id}`, () => HttpResponse.json({ data: sighting })),
    http.get(`/api/sightings/${sighting.id}/matches`, () =>
      HttpResponse.json({ pending: false, families }),
    ),
    http.get('/api/conversations', () => HttpResponse.json(contentPage([]))),
    http.post(`/api/sightings/${sighting.id}/close`, () => {
      calls.close += 1;
      sighting.status = 'CLOSED';
      return HttpResponse.json({ status: 'ok', message: '제보를 마감했습니다.', id: sighting.id });
    }),
    http.post('/api/flags', async ({ request }) => {
      calls.flags.push(await request.json());
      return HttpResponse.json(
        { status: 'ok', message: '신고가 접수되었습니다. 운영자가 확인하겠습니다.' },
        { status: 201 },
      );
    }),
    http.post('/api/conversations', async ({ request }) => {
      calls.messages.push(await request.json());
      return HttpResponse.json(
        { status: 'ok', message: '메시지를 보냈습니다.', id: 314 },
        { status: 201 },
      );
    }),
  );
  return calls;
}

describe('/sighting/view', () => {
  it('shows when, where (in words), what the dog looked like and who posted it', async () => {
    const sighting = makeSighting({ lostReportId: 42 });
    sightingServer(sighting);
    await renderApp(`/sighting/view?id=${sighting.id}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '발견 제보 · 수원시 광교호수공원 정문 앞',
      }),
    ).toBeInTheDocument();
    const where = within(screen.getByRole('region', { name: '언제, 어디서' }));
    expect(where.getByText('2026년 10월 5일 (월) 오후 9:30')).toBeInTheDocument();
    expect(where.getByText('경기도 수원시 광교호수공원 정문 앞')).toBeInTheDocument();
    expect(where.getByText('수원시 중심 (대략적인 위치)')).toBeInTheDocument();
    expect(where.getByText('이웃')).toBeInTheDocument();
    expect(where.getByRole('link', { name: '실종 신고 #42 보기' })).toHaveAttribute(
      'href',
      '/report/view?id=42',
    );
    const dog = within(screen.getByRole('region', { name: '강아지 모습' }));
    expect(dog.getByText('제가 집에서 데리고 있어요')).toBeInTheDocument();
    expect(dog.getByText('빨간 목줄')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '발견된 강아지 사진' })).toHaveAttribute(
      'src',
      '/api/sightings/images/sightings/2026/10/a.jpg',
    );
  });

  it('gives anyone but the author 신고하기, which sends the reason and the note', async () => {
    const sighting = makeSighting();
    const calls = sightingServer(sighting);
    const { user } = await renderApp(`/sighting/view?id=${sighting.id}`);
    await user.click(await screen.findByRole('button', { name: '신고하기' }));
    expect(screen.queryByRole('link', { name: '수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '마감하기' })).not.toBeInTheDocument();
    const dialog = within(await screen.findByRole('dialog', { name: '이 글을 신고할까요?' }));
    await user.click(dialog.getByRole('button', { name: '신고 보내기' }));
    expect(dialog.getAllByRole('radio')[0]).toHaveAccessibleDescription('신고 사유를 골라주세요.');
    expect(calls.flags).toHaveLength(0);
    await user.click(dialog.getByRole('radio', { name: '사기 의심' }));
    await user.type(dialog.getByLabelText('자세한 내용 (선택)'), '돈을 요구해요');
    await user.click(dialog.getByRole('button', { name: '신고 보내기' }));
    // A toast, not a modal 「알림」 (issue 38 item 17).
    expect(await screen.findByRole('status')).toHaveTextContent('신고가 접수되었습니다.');
    expect(calls.flags).toEqual([
      { targetType: 'SIGHTING', targetId: sighting.id, reason: 'SCAM', detail: '돈을 요구해요' },
    ]);
  });

  it('gives the author 수정 and 마감하기 (after asking), and the possible families', async () => {
    const sighting = makeSighting({ isAuthor: true });
    const calls = sightingServer(sighting);
    const { user } = await renderApp(`/sighting/view?id=${sighting.id}`, { as: testUser });
    expect(await screen.findByRole('link', { name: '수정' })).toHaveAttribute(
      'href',
      `/sighting/edit?id=${sighting.id}`,
    );
    expect(screen.queryByRole('button', { name: '신고하기' })).not.toBeInTheDocument();
    const families = within(screen.getByRole('region', { name: '가족일 수 있는 실종 신고' }));
    expect(await families.findByRole('heading', { name: '경기도 수원시 초코 실종' })).toBeVisible();
    expect(families.getByText('사진 유사도 91%')).toBeInTheDocument();
    expect(families.getByRole('link', { name: '실종 신고 보기' })).toHaveAttribute(
      'href',
      '/report/view?id=42',
    );

    await user.click(screen.getByRole('button', { name: '마감하기' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }),
    );
    expect(calls.close).toBe(0);
    await user.click(screen.getByRole('button', { name: '마감하기' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    expect(await screen.findByText('제보를 마감했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.close).toBe(1);
  });

  it('shows a family’s photo at the URL the server gave, not under the image route twice', async () => {
    const sighting = makeSighting({ isAuthor: true });
    const served = '/api/lost-pet/images/reports/2026/10/c_thumb.jpg';
    sightingServer(sighting, [makeFamily({ imagePath: served })]);
    await renderApp(`/sighting/view?id=${sighting.id}`, { as: testUser });
    const region = await screen.findByRole('region', { name: '가족일 수 있는 실종 신고' });
    expect(
      await within(region).findByRole('img', { name: '경기도 수원시 초코 실종 사진' }),
    ).toHaveAttribute('src', served);
  });

  it('lets a visitor here by their private link hear of families and messages on this device', async () => {
    const sighting = makeSighting({ isAuthor: true });
    sightingServer(sighting);
    saveFinderToken(sighting.id, `${sighting.id}.the-private-link`);
    browserWithPush('granted');
    let registeredBy: string | null = null;
    server.use(
      http.get('/api/push/public-key', () => HttpResponse.json({ publicKey: 'BAAA' })),
      http.post('/api/push/subscriptions', ({ request }) => {
        registeredBy = request.headers.get('x-finder-token');
        return HttpResponse.json({ status: 'ok', message: '이 기기에서 알림을 받습니다.' });
      }),
    );
    const { user } = await renderApp(`/sighting/view?id=${sighting.id}`);
    const alerts = within(await screen.findByRole('region', { name: '알림' }));
    await user.click(alerts.getByRole('button', { name: '이 기기에서 알림 받기' }));
    expect(await alerts.findByText('이 기기에서 알림을 받고 있습니다.')).toBeInTheDocument();
    expect(registeredBy).toBe(`${sighting.id}.the-private-link`);
  });

  it('leaves a member author’s alerts to /mypage/edit', async () => {
    const sighting = makeSighting({ isAuthor: true });
    sightingServer(sighting);
    await renderApp(`/sighting/view?id=${sighting.id}`, { as: testUser });
    expect(await screen.findByRole('link', { name: '수정' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이 기기에서 알림 받기' })).not.toBeInTheDocument();
  });

  it('lets the author write to a family, then leads to the conversation', async () => {
    const sighting = makeSighting({ isAuthor: true });
    const calls = sightingServer(sighting);
    const { user } = await renderApp(`/sighting/view?id=${sighting.id}`, { as: testUser });
    await user.click(await screen.findByRole('button', { name: '메시지 보내기' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: '경기도 수원시 초코 실종의 보호자에게' }),
    );
    await user.click(dialog.getByRole('button', { name: '보내기' }));
    expect(dialog.getByLabelText('메시지')).toHaveAccessibleDescription('메시지를 입력하세요.');
    await user.type(dialog.getByLabelText('메시지'), '수원에서 데리고 있어요.');
    await user.click(dialog.getByRole('button', { name: '보내기' }));
    expect(await dialog.findByRole('link', { name: '대화 보기' })).toHaveAttribute(
      'href',
      '/messages?id=314',
    );
    expect(calls.messages).toEqual([
      { sightingId: sighting.id, lostReportId: 42, body: '수원에서 데리고 있어요.' },
    ]);
  });

  it('says a closed sighting is closed and offers no messages', async () => {
    const sighting = makeSighting({ isAuthor: true, status: 'CLOSED' });
    sightingServer(sighting);
    await renderApp(`/sighting/view?id=${sighting.id}`, { as: testUser });
    expect(await screen.findAllByText('마감')).not.toHaveLength(0);
    await screen.findByRole('heading', { name: '경기도 수원시 초코 실종' });
    expect(screen.queryByRole('button', { name: '메시지 보내기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '마감하기' })).not.toBeInTheDocument();
  });

  it('shows a missing sighting on a page with its own heading', async () => {
    server.use(http.get('/api/sightings/:id', () => errorBody(404, '제보를 찾을 수 없습니다.')));
    await renderApp('/sighting/view?id=999');
    expect(
      await screen.findByRole('heading', { level: 1, name: '제보를 찾을 수 없어요' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('제보를 찾을 수 없습니다.')).toBeInTheDocument());
  });
});
