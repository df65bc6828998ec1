import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { makeDog } from '../../dogs/pages/dog-fixtures';
import { candidate, matchesHandler } from '../../matches/test/match-fixtures';
import { detailHandler, makeReport } from '../test/report-fixtures';

describe('/report/view: 찾았어요 with how the dog came home (issue 26)', () => {
  it('asks the owner how, then closes the report and stops asking to spread the word', async () => {
    let report = makeReport();
    let body: unknown;
    server.use(
      http.get(`/api/lost-pet/${report.id}`, () => HttpResponse.json({ data: report })),
      matchesHandler(report.id, () => []),
      http.post(`/api/lost-pet/${report.id}/close`, async ({ request }) => {
        body = await request.json();
        report = { ...report, status: 'FOUND', closedReason: 'BY_ITSELF' };
        return HttpResponse.json({ status: 'ok', message: '찾았어요! 실종 신고를 마쳤습니다.' });
      }),
    );
    const { user } = await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    expect(await screen.findByRole('region', { name: '널리 알려주세요' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '찾았어요' }));
    const dialog = await screen.findByRole('dialog', { name: '강아지를 찾으셨나요?' });
    await user.click(within(dialog).getByRole('button', { name: '찾았어요로 바꾸기' }));
    expect(
      await within(dialog).findByText('강아지를 어떻게 찾았는지 골라주세요.'),
    ).toBeInTheDocument();
    expect(body).toBeUndefined();
    const reasons = within(dialog).getByRole('group', { name: '어떻게 집에 돌아왔나요?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      '보호소에서 찾았어요',
      '찾아줄개 제보로 찾았어요',
      '스스로 집에 돌아왔어요',
      '다른 방법으로 찾았어요',
    ]);
    await user.click(within(reasons).getByRole('radio', { name: '스스로 집에 돌아왔어요' }));
    await user.type(within(dialog).getByLabelText('남길 말 (선택)'), '아침에 문 앞에 있었어요');
    await user.click(within(dialog).getByRole('button', { name: '찾았어요로 바꾸기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ reason: 'BY_ITSELF', note: '아침에 문 앞에 있었어요' });
    expect(
      await screen.findByText('가족을 찾은 신고예요. 도와주신 모든 분께 감사드려요.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '널리 알려주세요' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '전단지 만들기 (PDF)' })).not.toBeInTheDocument();
    const next = screen.getByRole('region', { name: '찾은 뒤에 할 일' });
    expect(within(next).getByText('스스로 집에 돌아왔어요.')).toBeInTheDocument();
    expect(within(next).getByRole('heading', { name: '집에 돌아온 뒤' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '찾았어요' })).not.toBeInTheDocument();
  });

  it('tells how to reclaim a dog from the shelter, what to bring, and its number to call', async () => {
    const report = makeReport({ status: 'FOUND', closedReason: 'SHELTER' });
    server.use(
      detailHandler(report),
      matchesHandler(report.id, () => [candidate(41, { status: 'FOUND' })], {
        reportStatus: 'FOUND',
      }),
      http.get('/api/dog-details/41', () =>
        HttpResponse.json(
          makeDog(41, { shelterName: '수원시동물보호센터', shelterPhone: '031-228-3550' }),
        ),
      ),
    );
    await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    const next = await screen.findByRole('region', { name: '찾은 뒤에 할 일' });
    expect(within(next).getByRole('heading', { name: '보호소에서 데려오는 방법' })).toBeVisible();
    expect(within(next).getByText('신분증')).toBeInTheDocument();
    expect(
      within(next).getByText(/동물등록증, 또는 내 강아지임을 보여줄 사진/),
    ).toBeInTheDocument();
    expect(within(next).getByText(/반환 수수료/)).toBeInTheDocument();
    const call = await within(next).findByRole('link', { name: '031-228-3550' });
    expect(call).toHaveAttribute('href', 'tel:0312283550');
    expect(within(next).getByText(/수원시동물보호센터에 먼저 전화해 주세요/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '널리 알려주세요' })).not.toBeInTheDocument();
  });

  it('gives no 찾았어요 button to anyone but the owner', async () => {
    const report = makeReport({ isAuthor: false });
    server.use(detailHandler(report));
    await renderApp(`/report/view?id=${report.id}`);
    await screen.findByRole('region', { name: '널리 알려주세요' });
    expect(screen.queryByRole('button', { name: '찾았어요' })).not.toBeInTheDocument();
  });
});
