import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { detailHandler, errorBody, makeReport } from '../test/report-fixtures';

const reporter = () => screen.findByRole('region', { name: '신고자 정보' });

describe('the contact on a lost report, as the owner allows it', () => {
  it('a visitor sees a public number as a tel: link, but only the way to log in for a members-only one', async () => {
    const open = makeReport({ isAuthor: false, phoneVisibility: 'PUBLIC' });
    const report = makeReport({ isAuthor: false, phoneVisibility: 'MEMBERS', phone: null });
    server.use(
      http.get('/api/lost-pet/:id', ({ params }) =>
        HttpResponse.json({ data: Number(params.id) === open.id ? open : report }),
      ),
    );
    const first = await renderApp(`/report/view?id=${open.id}`);
    expect(within(await reporter()).getByRole('link', { name: '010-1234-5678' })).toHaveAttribute(
      'href',
      'tel:010-1234-5678',
    );
    first.unmount();
    await renderApp(`/report/view?id=${report.id}`);
    const section = await reporter();
    expect(
      within(section).getByText('연락처는 로그인한 회원만 볼 수 있습니다.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '로그인하고 연락처 보기' })).toHaveAttribute(
      'href',
      `/login?from=${encodeURIComponent(`/report/view?id=${report.id}`)}`,
    );
    expect(within(section).queryByRole('button', { name: '연락처 보기' })).toBeNull();
  });

  it('MEMBERS: a member sees the number after a click on 연락처 보기', async () => {
    const report = makeReport({ isAuthor: false, phoneVisibility: 'MEMBERS', phone: null });
    let clicks = 0;
    server.use(
      detailHandler(report),
      http.post(`/api/lost-pet/${report.id}/phone`, () => {
        clicks += 1;
        return HttpResponse.json({ phone: '010-9876-5432' });
      }),
    );
    const { user } = await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    const section = await reporter();
    expect(within(section).queryByText('010-9876-5432')).toBeNull();
    await user.click(within(section).getByRole('button', { name: '연락처 보기' }));
    expect(await within(section).findByRole('link', { name: '010-9876-5432' })).toHaveAttribute(
      'href',
      'tel:010-9876-5432',
    );
    expect(clicks).toBe(1);
  });

  it("MEMBERS: too many clicks show the server's message", async () => {
    const report = makeReport({ isAuthor: false, phoneVisibility: 'MEMBERS', phone: null });
    server.use(
      detailHandler(report),
      http.post(`/api/lost-pet/${report.id}/phone`, () =>
        errorBody(429, '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      ),
    );
    const { user } = await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    const section = await reporter();
    await user.click(within(section).getByRole('button', { name: '연락처 보기' }));
    await waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent(
        '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      ),
    );
  });

  it('NONE: no number for anyone but the author, others are asked to write a message', async () => {
    const report = makeReport({ isAuthor: false, phoneVisibility: 'NONE', phone: null });
    server.use(detailHandler(report));
    const other = await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    const section = await reporter();
    expect(
      within(section).getByText('보호자가 연락처를 공개하지 않았습니다. 메시지로 연락해주세요.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: '연락처 보기' })).toBeNull();
    other.unmount();
    // The author reads their own number, whatever they chose.
    const own = makeReport({ phoneVisibility: 'NONE' });
    server.use(detailHandler(own));
    await renderApp(`/report/view?id=${own.id}`, { as: testUser });
    expect(
      within(await reporter()).getByRole('link', { name: '010-1234-5678' }),
    ).toBeInTheDocument();
  });

  it('offers everyone but its author 이 강아지를 봤어요 and 제가 데리고 있어요, which answer this report', async () => {
    const report = makeReport({ isAuthor: false, phoneVisibility: 'NONE', phone: null });
    server.use(detailHandler(report));
    const view = await renderApp(`/report/view?id=${report.id}`);
    const contact = await screen.findByRole('region', { name: '연락 안내' });
    expect(within(contact).getByRole('link', { name: '이 강아지를 봤어요' })).toHaveAttribute(
      'href',
      `/sighting/write?kind=SEEN&lostReportId=${report.id}`,
    );
    expect(within(contact).getByRole('link', { name: '제가 데리고 있어요' })).toHaveAttribute(
      'href',
      `/sighting/write?kind=FOUND&lostReportId=${report.id}`,
    );
    view.unmount();
    // Its author has no way to answer their own report; the spec's notice stays.
    const own = makeReport();
    server.use(detailHandler(own));
    await renderApp(`/report/view?id=${own.id}`, { as: testUser });
    const ownContact = await screen.findByRole('region', { name: '연락 안내' });
    expect(ownContact).toHaveTextContent('이 강아지를 보셨거나 보호하고 계신다면');
    expect(ownContact).not.toHaveTextContent('보셨거나 데리고 계시다면 제보를 남겨주세요.');
    expect(within(ownContact).queryByRole('link', { name: '이 강아지를 봤어요' })).toBeNull();
  });
});

describe('the flyer and the owner’s choice', () => {
  it('offers 전단지에 연락처 넣기 only when the number is public, and says why not otherwise', async () => {
    const hidden = makeReport({ isAuthor: false, phoneVisibility: 'MEMBERS', phone: null });
    server.use(detailHandler(hidden));
    const first = await renderApp(`/report/view?id=${hidden.id}`);
    expect(
      await screen.findByText(
        /연락처를 누구나 볼 수 있게 공개한 신고만 전단지에 연락처가 들어가요/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '전단지에 연락처 넣기' })).toBeNull();
    expect(screen.getByRole('link', { name: '전단지 만들기 (PDF)' })).toHaveAttribute(
      'href',
      `/api/lost-pet/${hidden.id}/flyer.pdf`,
    );
    first.unmount();

    const report = makeReport({ isAuthor: false, phoneVisibility: 'PUBLIC' });
    server.use(detailHandler(report));
    const { user } = await renderApp(`/report/view?id=${report.id}`);
    const box = await screen.findByRole('checkbox', { name: '전단지에 연락처 넣기' });
    await user.click(box);
    expect(screen.getByRole('link', { name: '전단지 만들기 (PDF)' })).toHaveAttribute(
      'href',
      `/api/lost-pet/${report.id}/flyer.pdf?contact=0`,
    );
  });
});

describe('신고하기 on a lost report', () => {
  it('lets a visitor flag it with a reason and a note', async () => {
    const report = makeReport({ isAuthor: false });
    let flagged: unknown;
    server.use(
      detailHandler(report),
      http.post('/api/flags', async ({ request }) => {
        flagged = await request.json();
        return HttpResponse.json(
          { status: 'ok', message: '신고가 접수되었습니다. 운영자가 확인하겠습니다.' },
          { status: 201 },
        );
      }),
    );
    const { user } = await renderApp(`/report/view?id=${report.id}`);
    await user.click(await screen.findByRole('button', { name: '신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '이 글을 신고할까요?' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['광고·도배', '사기 의심', '사실과 다른 내용', '욕설·괴롭힘']);
    await user.click(within(dialog).getByRole('radio', { name: '광고·도배' }));
    await user.type(
      within(dialog).getByLabelText('자세한 내용 (선택)'),
      '같은 글이 여러 번 올라왔어요',
    );
    await user.click(within(dialog).getByRole('button', { name: '신고 보내기' }));
    // A toast, not a modal 「알림」 (issue 38 item 17).
    expect(
      await screen.findByText('신고가 접수되었습니다. 운영자가 확인하겠습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(flagged).toEqual({
      targetType: 'LOST_REPORT',
      targetId: report.id,
      reason: 'SPAM',
      detail: '같은 글이 여러 번 올라왔어요',
    });
  });

  it('is offered to any reader but the author', async () => {
    const report = makeReport();
    server.use(detailHandler(report));
    const own = await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    await screen.findByRole('link', { name: '수정' });
    expect(screen.queryByRole('button', { name: '신고하기' })).toBeNull();
    own.unmount();
    server.use(detailHandler({ ...report, isAuthor: false }));
    await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    expect(await screen.findByRole('button', { name: '신고하기' })).toBeInTheDocument();
  });
});
