import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { errorBody } from '../test/report-fixtures';

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dog.jpg', { type: 'image/jpeg' });

async function fillRequired(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('실종 날짜'), '2026-10-03');
  await user.selectOptions(screen.getByLabelText('시/도'), '경기도');
  await user.selectOptions(screen.getByLabelText('시/군/구'), '수원시');
  await user.type(screen.getByLabelText('연락처'), '010-1234-5678');
}

const dialog = () => screen.findByRole('alertdialog');

describe('/report/write', () => {
  it('sends a visitor to /login after telling them to log in', async () => {
    const { user, router } = renderApp('/report/write');
    expect(await dialog()).toHaveTextContent('로그인이 필요합니다.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the author read-only and keeps the district disabled until a region is chosen', async () => {
    const { user } = renderApp('/report/write', { as: testUser });
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

  it('asks for date, place and contact before sending anything', async () => {
    let calls = 0;
    server.use(http.post('/api/lost-pet', () => void calls++));
    const { user } = renderApp('/report/write', { as: testUser });
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await dialog()).toHaveTextContent('실종 날짜, 실종 장소, 연락처를 입력하세요.');
    expect(calls).toBe(0);
  });

  it('marks a bad phone number on the field', async () => {
    const { user } = renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    await user.clear(screen.getByLabelText('연락처'));
    await user.type(screen.getByLabelText('연락처'), '12-34');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(
      await screen.findByText('올바른 연락처를 입력하세요. (예: 010-1234-5678)'),
    ).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    renderApp('/report/write', { as: testUser });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // accept="image/*" is only a hint: a person can still pick "all files".
    fireEvent.change(screen.getByLabelText('사진'), { target: { files: [text] } });
    expect(await dialog()).toHaveTextContent('이미지 파일만 업로드할 수 있습니다.');
  });

  it('files the report with its photo as multipart and goes to the list', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('/api/lost-pet', async ({ request }) => {
        sent = await request.formData();
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
    const { user, router } = renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    await user.type(screen.getByLabelText('강아지 이름 (선택)'), '초코');
    await user.selectOptions(screen.getByLabelText('성별'), '암컷');
    await user.upload(screen.getByLabelText('사진'), photo());
    expect(await screen.findByAltText('선택한 사진 미리보기')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report'));
    expect(sent?.get('placeLost')).toBe('경기도 수원시');
    expect(sent?.get('region')).toBe('경기도');
    expect(sent?.get('district')).toBe('수원시');
    expect(sent?.get('dogName')).toBe('초코');
    expect(sent?.get('gender')).toBe('암컷');
    expect((sent?.get('image') as File | null)?.type).toBe('image/jpeg');
  });

  it('shows the registration failure text and the server’s field message on a 400', async () => {
    server.use(
      http.post('/api/lost-pet', () =>
        errorBody(400, '선택한 시/도에 속한 시/군/구를 선택하세요.', 'district'),
      ),
    );
    const { user, router } = renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await dialog()).toHaveTextContent('신고 등록에 실패했습니다. 입력값을 확인해주세요.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByText('선택한 시/도에 속한 시/군/구를 선택하세요.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/report/write');
  });

  it('tells the member the session expired and goes to /login on a 401', async () => {
    server.use(
      http.post('/api/lost-pet', () => errorBody(401, '로그인이 필요합니다.')),
      http.post('/auth/refresh', () => errorBody(401, 'Refresh token is invalid or expired.')),
      http.post('/auth/logout', () => HttpResponse.json({ status: 'ok', message: '' })),
    );
    const { user, router } = renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await dialog()).toHaveTextContent('세션이 만료되었습니다. 다시 로그인해주세요.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
