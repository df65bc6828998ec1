import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { errorBody } from '../test/report-fixtures';
import { readForm } from '../../../test/multipart';

const photo = (name = 'dog.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type });
/** Photos told apart by their type once sent: a form's file names and bytes do not reach MSW here. */
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/bmp'];
const photos = (n: number) => TYPES.slice(0, n).map((type, i) => photo(`dog${i + 1}`, type));
const picker = () => screen.getByRole('group', { name: '사진' });

async function fillRequired(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText('실종 날짜'), '2026-10-03');
  await user.selectOptions(screen.getByLabelText('시/도'), '경기도');
  await user.selectOptions(screen.getByLabelText('시/군/구'), '수원시');
  await user.type(screen.getByLabelText('연락처'), '010-1234-5678');
}

const dialog = () => screen.findByRole('alertdialog');

describe('/report/write', () => {
  it('shows the author read-only and keeps the district disabled until a region is chosen', async () => {
    const { user } = await renderApp('/report/write', { as: testUser });
    const author = screen.getByLabelText('작성자');
    expect(author).toHaveValue('멍멍이집사');
    expect(author).toHaveAttribute('readonly');
    const district = screen.getByLabelText('시/군/구');
    expect(district).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('시/도'), '경기도');
    await user.selectOptions(district, '수원시');
    await user.selectOptions(screen.getByLabelText('시/도'), '서울특별시');
    expect(district).toHaveValue('');
    expect(within(district).getByRole('option', { name: '마포구' })).toBeInTheDocument();
  });

  it('asks for date, place and contact before sending anything, marking each field', async () => {
    let calls = 0;
    server.use(http.post('/api/lost-pet', () => void calls++));
    const { user } = await renderApp('/report/write', { as: testUser });
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText('실종 날짜, 실종 장소, 연락처를 입력하세요.')).toBeVisible();
    const date = screen.getByLabelText('실종 날짜');
    expect(date).toHaveAccessibleDescription('실종 날짜를 입력하세요.');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('시/도')).toHaveAccessibleDescription('시/도를 선택하세요.');
    expect(screen.getByLabelText('연락처')).toHaveAccessibleDescription('연락처를 입력하세요.');
    // The first marked field takes the focus.
    await waitFor(() => expect(date).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('marks a bad phone number on the field', async () => {
    const { user } = await renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    await user.clear(screen.getByLabelText('연락처'));
    await user.type(screen.getByLabelText('연락처'), '12-34');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(
      await screen.findByText('올바른 연락처를 입력하세요. (예: 010-1234-5678)'),
    ).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    await renderApp('/report/write', { as: testUser });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // accept="image/*" is only a hint: a person can still pick "all files".
    fireEvent.change(screen.getByLabelText('사진'), { target: { files: [text] } });
    expect(await dialog()).toHaveTextContent('이미지 파일만 업로드할 수 있습니다.');
  });

  it('files the report with its photo as multipart and shows it at once', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('/api/lost-pet', async ({ request }) => {
        sent = await readForm(request);
        return HttpResponse.json(
          { status: 'ok', message: '실종 신고가 등록되었습니다.', id: 5 },
          { status: 201 },
        );
      }),
      http.get('/api/lost-pet/paged', () =>
        HttpResponse.json({
          data: [],
          pagination: { meta: { totalPages: 0, currentPage: 0, totalItems: 0 } },
        }),
      ),
    );
    const { user, router } = await renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    await user.type(screen.getByLabelText('강아지 이름 (선택)'), '초코');
    await user.selectOptions(screen.getByLabelText('성별'), '암컷');
    await user.upload(screen.getByLabelText('사진'), photo());
    expect(await screen.findByAltText('사진 1 미리보기')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    // The new report opens at once (issue 19): on the oldest-first list it would be last.
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    expect(router.state.location.search).toBe('?id=5&from=%2Freport');
    expect(sent?.get('placeLost')).toBe('경기도 수원시');
    expect(sent?.get('region')).toBe('경기도');
    expect(sent?.get('district')).toBe('수원시');
    expect(sent?.get('dogName')).toBe('초코');
    expect(sent?.get('gender')).toBe('암컷');
    expect((sent?.get('image') as File | null)?.type).toBe('image/jpeg');
  });

  it('asks who may see the phone number, members after a click by default, and sends the choice', async () => {
    const sent: FormData[] = [];
    server.use(
      http.post('/api/lost-pet', async ({ request }) => {
        sent.push(await readForm(request));
        return HttpResponse.json(
          { status: 'ok', message: '실종 신고가 등록되었습니다.', id: 5 },
          { status: 201 },
        );
      }),
      http.get('/api/lost-pet/5', () => errorBody(404, '실종 신고를 찾을 수 없습니다.')),
    );
    const { user } = await renderApp('/report/write', { as: testUser });
    const choice = screen.getByRole('group', { name: '연락처 공개 범위' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      '누구나 볼 수 있게',
      '로그인한 회원만, 누를 때 보이게',
      '공개하지 않고 메시지로만 연락받기',
    ]);
    expect(
      within(choice).getByRole('radio', { name: '로그인한 회원만, 누를 때 보이게' }),
    ).toBeChecked();
    await fillRequired(user);
    await user.click(
      within(choice).getByRole('radio', { name: '공개하지 않고 메시지로만 연락받기' }),
    );
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('phoneVisibility')).toBe('NONE');
  });

  it('shows the registration failure text and the server’s field message on a 400', async () => {
    server.use(
      http.post('/api/lost-pet', () =>
        errorBody(400, '선택한 시/도에 속한 시/군/구를 선택하세요.', 'district'),
      ),
    );
    const { user, router } = await renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await dialog()).toHaveTextContent('신고 등록에 실패했습니다. 입력값을 확인해주세요.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByText('선택한 시/도에 속한 시/군/구를 선택하세요.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/report/write');
  });

  it('says the photo is too large, in the server’s words, when it refuses it with 413', async () => {
    server.use(http.post('/api/lost-pet', () => errorBody(413, '파일이 너무 큽니다.')));
    const { user } = await renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('사진'), photo());
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await dialog()).toHaveTextContent('파일이 너무 큽니다.');
  });

  it('tells the member the session expired and goes to a log-in that comes back here on a 401', async () => {
    server.use(
      http.post('/api/lost-pet', () => errorBody(401, '로그인이 필요합니다.')),
      http.post('/auth/refresh', () => errorBody(401, 'Refresh token is invalid or expired.')),
      http.post('/auth/logout', () => HttpResponse.json({ status: 'ok', message: '' })),
    );
    const { user, router } = await renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await dialog()).toHaveTextContent('세션이 만료되었습니다. 다시 로그인해주세요.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/report/write')}`);
  });

  it('previews the chosen photos in order, the first as the cover, and deletes one', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('/api/lost-pet', async ({ request }) => {
        sent = await readForm(request);
        return HttpResponse.json({ status: 'ok', message: '', id: 6 }, { status: 201 });
      }),
    );
    const { user, router } = await renderApp('/report/write', { as: testUser });
    expect(within(picker()).getByText('0/5')).toBeInTheDocument();
    // Three different photos find the family far more often than one (ADR 256's bench).
    expect(within(picker()).getByText(/서로 다른 사진을 3장 이상 올리면/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('사진'), photos(3));
    const tiles = within(screen.getByRole('list', { name: '고른 사진' })).getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    expect(within(tiles[0]!).getByText('대표')).toBeInTheDocument();
    expect(within(tiles[1]!).queryByText('대표')).not.toBeInTheDocument();
    expect(within(picker()).getByText('3/5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '사진 1 삭제' }));
    expect(screen.getAllByAltText(/^사진 \d 미리보기$/)).toHaveLength(2);
    expect(within(picker()).getByText('2/5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '사진 3 삭제' })).not.toBeInTheDocument();
    // The focus stays in the picker, on the control that adds photos.
    expect(screen.getByRole('button', { name: '사진 추가' })).toHaveFocus();

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    // Photos 2 and 3, in that order.
    const sentTypes = sent?.getAll('image').map((file) => (file as File).type);
    expect(sentTypes).toEqual(['image/png', 'image/webp']);
    expect(sent?.has('keepPhotos')).toBe(false);
  });

  it('refuses the sixth photo with the limit message and keeps five', async () => {
    const { user } = await renderApp('/report/write', { as: testUser });
    await user.upload(screen.getByLabelText('사진'), photos(6));
    expect(await dialog()).toHaveTextContent('사진은 5장까지 올릴 수 있습니다.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getAllByAltText(/^사진 \d 미리보기$/)).toHaveLength(5);
    expect(within(picker()).getByText('5/5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 추가' })).toBeDisabled();
    await user.upload(screen.getByLabelText('사진'), photo('dog7.jpg'));
    expect(await dialog()).toHaveTextContent('사진은 5장까지 올릴 수 있습니다.');
    expect(screen.getAllByAltText(/^사진 \d 미리보기$/)).toHaveLength(5);
  });

  it('opens the file dialog from the drop zone with Enter or Space, and takes dropped photos', async () => {
    const { user } = await renderApp('/report/write', { as: testUser });
    const input = screen.getByLabelText('사진');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByLabelText('카메라로 찍기')).toHaveAttribute('capture', 'environment');
    const opened = vi.spyOn(input, 'click').mockImplementation(() => {});
    const zone = screen.getByRole('button', { name: '사진을 끌어다 놓거나 눌러서 고르세요' });
    zone.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);

    fireEvent.drop(zone, { dataTransfer: { files: [photo('dropped.jpg')] } });
    expect(await screen.findByAltText('사진 1 미리보기')).toBeInTheDocument();
  });
});
