import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import {
  detailHandler,
  errorBody,
  makeReport,
  reportWithPhotos,
  storedPhotos,
} from '../test/report-fixtures';
import { readForm } from '../../../test/multipart';

const dialog = () => screen.findByRole('alertdialog');
const newPhoto = () => new File([new Uint8Array([0xff, 0xd8])], 'new.png', { type: 'image/png' });

/** Renders the edit page of the report and records the form the PUT sends. */
async function editing(report: ReturnType<typeof makeReport>) {
  const sent: { form?: FormData } = {};
  server.use(
    detailHandler(report),
    http.put(`/api/lost-pet/${report.id}`, async ({ request }) => {
      sent.form = await readForm(request);
      return HttpResponse.json({ status: 'ok', message: '', id: report.id });
    }),
  );
  return { sent, ...(await renderApp(`/report/edit?id=${report.id}`, { as: testUser })) };
}

describe('/report/edit', () => {
  it('fills the form for the author and saves without a new photo, keeping the old one', async () => {
    const report = makeReport();
    let sent: FormData | undefined;
    server.use(
      detailHandler(report),
      http.put(`/api/lost-pet/${report.id}`, async ({ request }) => {
        sent = await readForm(request);
        return HttpResponse.json({
          status: 'ok',
          message: '실종 신고가 수정되었습니다.',
          id: report.id,
        });
      }),
    );
    const { user, router } = await renderApp(`/report/edit?id=${report.id}&from=list`, {
      as: testUser,
    });
    expect(await screen.findByLabelText('작성자')).toHaveValue('멍멍이집사');
    expect(screen.getByLabelText('시/군/구')).toHaveValue('수원시');
    expect(screen.getByAltText('사진 1 미리보기')).toHaveAttribute(
      'src',
      '/api/lost-pet/images/reports/2026/10/abc_thumb.jpg',
    );
    expect(
      screen.getByText('새 사진을 고르지 않으면 지금 사진이 그대로 유지됩니다.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('강아지 이름 (선택)'));
    await user.type(screen.getByLabelText('강아지 이름 (선택)'), '콩이');
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    expect(router.state.location.search).toBe(`?id=${report.id}&from=list`);
    expect(sent?.get('dogName')).toBe('콩이');
    expect(sent?.has('image')).toBe(false);
    expect(sent?.getAll('keepPhotos')).toEqual(['/reports/2026/10/abc.jpg']);
  });

  it("starts with the report's phone visibility and sends a changed one", async () => {
    const { sent, user } = await editing(makeReport({ phoneVisibility: 'NONE' }));
    const choice = await screen.findByRole('group', { name: '연락처 공개 범위' });
    expect(
      within(choice).getByRole('radio', { name: '공개하지 않고 메시지로만 연락받기' }),
    ).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: '누구나 볼 수 있게' }));
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(sent.form?.get('phoneVisibility')).toBe('PUBLIC'));
  });

  it('sends someone who is not the author back to the view', async () => {
    const report = makeReport({ isAuthor: false, authorNickname: '다른사람' });
    server.use(detailHandler(report));
    const { user, router } = await renderApp(`/report/edit?id=${report.id}`, { as: testUser });
    expect(await dialog()).toHaveTextContent('수정 권한이 없습니다.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    expect(screen.queryByRole('button', { name: '수정하기' })).not.toBeInTheDocument();
  });

  it('returns to the list when the report cannot be loaded', async () => {
    server.use(detailHandler(makeReport()));
    const { user, router } = await renderApp('/report/edit?id=99999', { as: testUser });
    expect(await dialog()).toHaveTextContent('게시글을 불러올 수 없습니다.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report'));
  });

  it('shows the edit failure text when the server refuses the input', async () => {
    const report = makeReport();
    server.use(
      detailHandler(report),
      http.put(`/api/lost-pet/${report.id}`, () =>
        errorBody(400, '올바른 연락처를 입력하세요. (예: 010-1234-5678)', 'phone'),
      ),
    );
    const { user } = await renderApp(`/report/edit?id=${report.id}`, { as: testUser });
    await user.click(await screen.findByRole('button', { name: '수정하기' }));
    expect(await dialog()).toHaveTextContent('수정에 실패했습니다. 입력값을 확인해주세요.');
  });

  it('shows the no-permission text on a 403', async () => {
    const report = makeReport();
    server.use(
      detailHandler(report),
      http.put(`/api/lost-pet/${report.id}`, () => errorBody(403, '수정 권한이 없습니다.')),
    );
    const { user } = await renderApp(`/report/edit?id=${report.id}`, { as: testUser });
    await user.click(await screen.findByRole('button', { name: '수정하기' }));
    expect(await dialog()).toHaveTextContent('수정 권한이 없습니다.');
  });

  it('shows the stored photos first and sends the kept ones as keepPhotos, then the new one', async () => {
    const { sent, user, router } = await editing(reportWithPhotos(storedPhotos(3)));
    const list = await screen.findByRole('list', { name: '고른 사진' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3/5')).toBeInTheDocument();
    expect(screen.getByAltText('사진 2 미리보기')).toHaveAttribute(
      'src',
      '/api/lost-pet/images/reports/2026/10/p2_thumb.jpg',
    );
    await user.click(screen.getByRole('button', { name: '사진 1 삭제' }));
    await user.upload(screen.getByLabelText('사진'), newPhoto());
    expect(screen.getByText('3/5')).toBeInTheDocument();
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('대표')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    expect(sent.form?.getAll('keepPhotos')).toEqual([
      '/reports/2026/10/p2.jpg',
      '/reports/2026/10/p3.jpg',
    ]);
    expect(sent.form?.getAll('image').map((f) => (f as File).type)).toEqual(['image/png']);
  });

  it('sends one empty keepPhotos when every stored photo was deleted', async () => {
    const { sent, user, router } = await editing(reportWithPhotos(storedPhotos(2)));
    await user.click(await screen.findByRole('button', { name: '사진 2 삭제' }));
    await user.click(screen.getByRole('button', { name: '사진 1 삭제' }));
    expect(screen.getByText('0/5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    expect(sent.form?.getAll('keepPhotos')).toEqual(['']);
    expect(sent.form?.has('image')).toBe(false);
  });

  it('counts the stored photos against the limit of five', async () => {
    const { user } = await editing(reportWithPhotos(storedPhotos(5)));
    expect(await screen.findByText('5/5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 추가' })).toBeDisabled();
    await user.upload(screen.getByLabelText('사진'), newPhoto());
    expect(await dialog()).toHaveTextContent('사진은 5장까지 올릴 수 있습니다.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getAllByRole('button', { name: /^사진 \d 삭제$/ })).toHaveLength(5);
  });

  it('keeps every photo of a report made from a profile’s seven (ADR 253), adding none past them', async () => {
    const { sent, user, router } = await editing(reportWithPhotos(storedPhotos(7)));
    expect(await screen.findByText('7/7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 추가' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    expect(sent.form?.getAll('keepPhotos')).toHaveLength(7);
  });
});
