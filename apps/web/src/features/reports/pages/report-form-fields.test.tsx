import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { detailHandler, makeReport } from '../test/report-fixtures';
import { readForm } from '../../../test/multipart';

async function fillRequired(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText('실종 날짜'), '2026-10-03');
  await user.selectOptions(screen.getByLabelText('시/도'), '경기도');
  await user.selectOptions(screen.getByLabelText('시/군/구'), '수원시');
  await user.type(screen.getByLabelText('연락처'), '010-1234-5678');
}

function recordingCreate() {
  const sent: { form?: FormData } = {};
  server.use(
    http.post('/api/lost-pet', async ({ request }) => {
      sent.form = await readForm(request);
      return HttpResponse.json({ status: 'ok', message: '', id: 5 }, { status: 201 });
    }),
  );
  return sent;
}

describe('the lost report form: where, when and what (issue 26)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a large camera photo a smaller JPEG before it is sent', async () => {
    // The browser's decoder and canvas, which jsdom lacks: a 4032×3024 photo, encoded small.
    const drawn: number[][] = [];
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 4032, height: 3024, close: () => undefined })),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: (_: unknown, _x: number, _y: number, w: number, h: number) => drawn.push([w, h]),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' })),
    );
    const sent = recordingCreate();
    const { user, router } = await renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    const big = new File([new Uint8Array(3_000_000)], 'camera.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('사진'), big);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    expect(drawn).toEqual([[2048, 1536]]);
    expect((sent.form!.get('image') as File).type).toBe('image/jpeg');
    vi.restoreAllMocks();
  });

  it('sends the time, the place in words, the look and the 동물등록번호', async () => {
    const sent = recordingCreate();
    const { user, router } = await renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    await user.type(screen.getByLabelText('실종 시간 (선택)'), '18:30');
    await user.type(screen.getByLabelText('자세한 장소 (선택)'), '광교호수공원 정문');
    await user.type(screen.getByLabelText('털색 (선택)'), '흰색');
    await user.selectOptions(screen.getByLabelText('크기 (선택)'), '소형');
    await user.type(screen.getByLabelText('목줄·하네스·옷 (선택)'), '빨간 하네스');
    await user.type(screen.getByLabelText('동물등록번호 (선택)'), '410 1000 0012 3456');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    const form = sent.form!;
    expect(form.get('timeLost')).toBe('18:30');
    expect(form.get('placeDetail')).toBe('광교호수공원 정문');
    expect(form.get('colour')).toBe('흰색');
    expect(form.get('size')).toBe('소형');
    expect(form.get('collar')).toBe('빨간 하네스');
    expect(form.get('microchip')).toBe('410 1000 0012 3456');
    // No pin placed: none sent.
    expect(form.get('lat')).toBe('');
  });

  it('marks a 동물등록번호 of the wrong length on its field and sends nothing', async () => {
    const sent = recordingCreate();
    const { user } = await renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    const chip = screen.getByLabelText('동물등록번호 (선택)');
    await user.type(chip, '41010000123');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(chip).toHaveAttribute('aria-invalid', 'true'));
    expect(chip).toHaveAccessibleDescription(/동물등록번호는 숫자 15자리/);
    await waitFor(() => expect(chip).toHaveFocus());
    expect(sent.form).toBeUndefined();
  });

  it('places a pin with a tap on the map, sends it, and clears it', async () => {
    const sent = recordingCreate();
    const { user, router } = await renderApp('/report/write', { as: testUser });
    await fillRequired(user);
    const map = await screen.findByRole('region', { name: '실종 위치를 고르는 지도' });
    expect(screen.getByText('아직 핀을 놓지 않았어요.')).toBeInTheDocument();
    const surface = map.querySelector<HTMLElement>('.leaflet-container')!;
    fireEvent.mouseDown(surface, { clientX: 10, clientY: 10 });
    fireEvent.mouseUp(surface, { clientX: 10, clientY: 10 });
    fireEvent.click(surface, { clientX: 10, clientY: 10 });
    expect(await screen.findByText(/핀 위치: 위도 3\d\.\d{6}, 경도 12\d\.\d{6}/)).toBeVisible();
    expect(within(map).getByAltText('내가 고른 실종 위치')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '핀 지우기' }));
    expect(screen.getByText('아직 핀을 놓지 않았어요.')).toBeInTheDocument();
    fireEvent.click(surface, { clientX: 10, clientY: 10 });
    await screen.findByText(/핀 위치/);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/view'));
    expect(Number(sent.form!.get('lat'))).toBeGreaterThan(33);
    expect(Number(sent.form!.get('lng'))).toBeGreaterThan(124);
  });

  it('starts an edit from the stored fields and the owner’s exact pin', async () => {
    const report = makeReport({
      timeLost: '07:15',
      placeDetail: '정문 앞',
      point: { lat: 37.283, lng: 127.0655, approximate: false },
      colour: '갈색',
      size: '중형',
      collar: '파란 목줄',
      microchip: '410100000123456',
    });
    server.use(detailHandler(report));
    await renderApp(`/report/edit?id=${report.id}`, { as: testUser });
    expect(await screen.findByLabelText('실종 시간 (선택)')).toHaveValue('07:15');
    expect(screen.getByLabelText('자세한 장소 (선택)')).toHaveValue('정문 앞');
    expect(screen.getByLabelText('털색 (선택)')).toHaveValue('갈색');
    expect(screen.getByLabelText('크기 (선택)')).toHaveValue('중형');
    expect(screen.getByLabelText('목줄·하네스·옷 (선택)')).toHaveValue('파란 목줄');
    expect(screen.getByLabelText('동물등록번호 (선택)')).toHaveValue('410100000123456');
    expect(screen.getByText('핀 위치: 위도 37.283, 경도 127.0655')).toBeInTheDocument();
  });
});
