import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render';
import { server } from '../../test/server';
import { detailHandler, makeReport } from '../reports/test/report-fixtures';
import { candidate, matchesHandler, sightingCandidate } from './test/match-fixtures';

const noTimeline = http.get('/api/lost-pet/:id/sightings', () => HttpResponse.json({ data: [] }));

async function openCandidates(reportId: number) {
  const view = await renderApp(`/report/view?id=${reportId}`, { as: testUser });
  const section = await screen.findByRole('region', { name: '비슷한 유기견' });
  await within(section).findAllByRole('listitem');
  return { ...view, section };
}

describe('found and seen reports among 비슷한 유기견', () => {
  it('labels each candidate by its source; a sighting links to its view, 사진 없음 without a photo', async () => {
    const report = makeReport();
    server.use(
      noTimeline,
      detailHandler(report),
      matchesHandler(report.id, () => [
        candidate(31),
        sightingCandidate(51),
        sightingCandidate(52, { source: 'SEEN', similarity: null, imagePath: null }),
      ]),
    );
    const { section } = await openCandidates(report.id);
    const [shelter, found, seen] = within(section).getAllByRole('listitem');
    expect(within(shelter!).getByText('보호소')).toBeInTheDocument();
    expect(within(shelter!).getByRole('link')).toHaveAttribute('href', '/lookup/31');
    expect(within(found!).getByText('발견 제보')).toBeInTheDocument();
    expect(within(found!).getByRole('link', { name: /사진 유사도 91%/ })).toHaveAttribute(
      'href',
      '/sighting/view?id=51',
    );
    expect(within(seen!).getByText('목격 제보')).toBeInTheDocument();
    expect(within(seen!).getByRole('link', { name: /사진 없음/ })).toHaveAttribute(
      'href',
      '/sighting/view?id=52',
    );
    expect(within(seen!).queryByText(/사진 유사도/)).not.toBeInTheDocument();
    // Only a neighbour's report has someone to write to.
    expect(within(shelter!).queryByRole('button', { name: /메시지 보내기/ })).toBeNull();
    expect(within(found!).getByRole('button', { name: /메시지 보내기/ })).toBeInTheDocument();
  });

  it('"아니에요" on a sighting dismisses it through the sighting call', async () => {
    const report = makeReport();
    let dismissed = false;
    server.use(
      noTimeline,
      detailHandler(report),
      matchesHandler(report.id, () => (dismissed ? [] : [sightingCandidate(53)])),
      http.post(`/api/lost-pet/${report.id}/sightings/53/dismiss`, () => {
        dismissed = true;
        return HttpResponse.json({ status: 'ok', message: '후보에서 뺐습니다.' });
      }),
    );
    const { user, section } = await openCandidates(report.id);
    await user.click(within(section).getByRole('button', { name: '아니에요' }));
    expect(
      await screen.findByText('아직 닮은 유기견이 없어요. 새로 들어오면 알려 드릴게요.'),
    ).toBeInTheDocument();
    expect(dismissed).toBe(true);
  });

  it('"이 아이가 맞아요" on a sighting confirms it through the sighting call; a shelter dog has no such answer', async () => {
    const report = makeReport();
    let confirmed = false;
    server.use(
      noTimeline,
      detailHandler(report),
      matchesHandler(report.id, () => [
        candidate(32),
        sightingCandidate(57, { status: confirmed ? 'CONFIRMED' : 'CANDIDATE' }),
      ]),
      http.post(`/api/lost-pet/${report.id}/sightings/57/confirm`, () => {
        confirmed = true;
        return HttpResponse.json({
          status: 'ok',
          message: '이 강아지를 봤다는 제보에 올렸습니다.',
        });
      }),
    );
    const { user, section } = await openCandidates(report.id);
    const [shelter, sighting] = within(section).getAllByRole('listitem');
    expect(within(shelter!).queryByRole('button', { name: '이 아이가 맞아요' })).toBeNull();
    await user.click(within(sighting!).getByRole('button', { name: '이 아이가 맞아요' }));
    expect(await within(section).findByText('맞다고 확인한 제보')).toBeInTheDocument();
    expect(confirmed).toBe(true);
    expect(within(section).queryByRole('button', { name: '이 아이가 맞아요' })).toBeNull();
    // Still the owner's to answer: 아니에요 and 찾았어요 stay.
    expect(within(section).getAllByRole('button', { name: '찾았어요' })).toHaveLength(2);
  });

  it('"찾았어요" on a sighting asks how the dog came home, then closes the report through it', async () => {
    const report = makeReport();
    let found = false;
    server.use(
      noTimeline,
      http.get(`/api/lost-pet/${report.id}`, () =>
        HttpResponse.json({ data: { ...report, status: found ? 'FOUND' : 'OPEN' } }),
      ),
      matchesHandler(
        report.id,
        () => [sightingCandidate(54, { status: found ? 'FOUND' : 'CANDIDATE' })],
        {},
      ),
      http.post(`/api/lost-pet/${report.id}/sightings/54/found`, async ({ request }) => {
        expect(await request.json()).toEqual({ reason: 'SITE_FINDER' });
        found = true;
        return HttpResponse.json({ status: 'ok', message: '찾았어요! 실종 신고를 마쳤습니다.' });
      }),
    );
    const { user, section } = await openCandidates(report.id);
    await user.click(within(section).getByRole('button', { name: '찾았어요' }));
    const ask = await screen.findByRole('dialog', { name: '강아지를 찾으셨나요?' });
    // A neighbour's post suggests 찾아줄개 제보로.
    expect(within(ask).getByRole('radio', { name: '찾아줄개 제보로 찾았어요' })).toBeChecked();
    await user.click(within(ask).getByRole('button', { name: '찾았어요로 바꾸기' }));
    expect(await screen.findByText('찾았어요! 실종 신고를 마쳤습니다.')).toBeInTheDocument();
    expect(found).toBe(true);
    expect(await screen.findByText('찾은 강아지')).toBeInTheDocument();
  });

  it('"메시지 보내기" sends the first message about the pair, then links to the conversation', async () => {
    const report = makeReport();
    let sent: unknown;
    server.use(
      noTimeline,
      detailHandler(report),
      matchesHandler(report.id, () => [sightingCandidate(55)]),
      http.post('/api/conversations', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { status: 'ok', message: '메시지를 보냈습니다.', id: 900 },
          { status: 201 },
        );
      }),
    );
    const { user, section } = await openCandidates(report.id);
    await user.click(within(section).getByRole('button', { name: /메시지 보내기/ }));
    const dialog = await screen.findByRole('dialog', { name: '제보한 분께 메시지 보내기' });
    // Empty: the contract's own message, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(await within(dialog).findByText('메시지를 입력하세요.')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.type(within(dialog).getByLabelText('메시지'), '혹시 목줄이 빨간색이었나요?');
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(await within(dialog).findByText('메시지를 보냈습니다.')).toBeInTheDocument();
    expect(sent).toEqual({
      lostReportId: report.id,
      sightingId: 55,
      body: '혹시 목줄이 빨간색이었나요?',
    });
    expect(within(dialog).getByRole('link', { name: '대화 보기' })).toHaveAttribute(
      'href',
      '/messages?id=900',
    );
  });

  it("shows the server's refusal in the message dialog", async () => {
    const report = makeReport();
    server.use(
      noTimeline,
      detailHandler(report),
      matchesHandler(report.id, () => [sightingCandidate(56)]),
      http.post('/api/conversations', () =>
        HttpResponse.json(
          {
            status: 'error',
            statusCode: 409,
            message: '마감된 제보에는 메시지를 보낼 수 없습니다.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user, section } = await openCandidates(report.id);
    await user.click(within(section).getByRole('button', { name: /메시지 보내기/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('메시지'), '안녕하세요');
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        '마감된 제보에는 메시지를 보낼 수 없습니다.',
      ),
    );
  });
});
