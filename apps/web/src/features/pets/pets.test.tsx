import type { PetProfile } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render';
import { readForm } from '../../test/multipart';
import { browserWithPush } from '../../test/push-browser';
import { server } from '../../test/server';

const pet = (over: Partial<PetProfile> = {}): PetProfile => ({
  id: 3,
  name: '보리',
  breed: '진돗개',
  colour: '황색',
  size: '중형',
  gender: '수컷',
  birthYear: 2021,
  neutered: true,
  microchip: '410123456789012',
  marks: null,
  temperament: '겁이 많아요',
  medical: null,
  vet: null,
  phone: null,
  shown: ['PHOTO', 'NAME'],
  photos: [1, 2, 3].map((n) => ({
    imagePath: `/pets/2026/12/${n}.jpg`,
    thumbnailPath: `/pets/2026/12/${n}_thumb.jpg`,
    notADog: n === 3,
  })),
  tag: {
    code: 'abcdefghijklmnopqrstuv',
    url: 'http://localhost/t/abcdefghijklmnopqrstuv',
    createdAt: '2026-12-01T00:00:00.000Z',
  },
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...over,
});

describe('마이페이지 「우리 아이」 (issue 40 item 1)', () => {
  it('lists a profile with its photos, flags a photo with no dog, and shows the tag and its scans', async () => {
    server.use(
      http.get('/api/mypage/pets', () => HttpResponse.json({ data: [pet()] })),
      http.get('/api/mypage/pets/3/scans', () =>
        HttpResponse.json({
          data: [
            {
              kind: 'NOTIFY',
              at: '2026-12-01T05:00:00.000Z',
              lat: 37.57,
              lng: 126.98,
              exact: false,
              message: '공원에 있어요',
              place: null,
            },
          ],
        }),
      ),
    );
    await renderApp('/mypage?tab=pets', { as: testUser });
    const card = await screen.findByRole('article', { name: '보리' });
    expect(within(card).getAllByRole('img')).toHaveLength(3);
    expect(within(card).getByRole('alert')).toHaveTextContent('강아지가 잘 보이지 않아요');
    const tag = within(card).getByRole('region', { name: 'QR 인식표' });
    expect(within(tag).getByRole('button', { name: '원형 25mm 인쇄용 PDF' })).toBeInTheDocument();
    expect(within(tag).getByRole('button', { name: '인식표 사용 중지' })).toBeInTheDocument();
    const scans = within(card).getByRole('region', { name: '인식표 기록' });
    expect(
      await within(scans).findByText(/가족에게 알렸어요 · 대략적인 위치 37.57, 126.98/),
    ).toBeInTheDocument();
  });

  it('sends the form with three photos and the choice of what a finder sees', async () => {
    let sent: FormData | undefined;
    server.use(
      http.get('/api/mypage/pets', () => HttpResponse.json({ data: [] })),
      http.post('/api/mypage/pets', async ({ request }) => {
        sent = await readForm(request);
        return HttpResponse.json(
          { status: 'ok', message: '우리 아이를 등록했어요.', id: 9 },
          { status: 201 },
        );
      }),
    );
    const { user } = await renderApp('/mypage?tab=pets', { as: testUser });
    await user.click(await screen.findByRole('button', { name: '우리 아이 등록' }));
    const form = screen.getByRole('form', { name: '우리 아이 등록' });
    expect(within(form).getByText(/얼굴 정면, 옆모습, 전신/)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: '이름' }), '보리');
    const save = within(form).getByRole('button', { name: '저장' });
    expect(save).toBeDisabled();
    const files = [1, 2, 3].map((n) => new File([`p${n}`], `p${n}.jpg`, { type: 'image/jpeg' }));
    await user.upload(within(form).getByLabelText('사진 (3~10장)'), files);
    await user.click(within(form).getByRole('checkbox', { name: '성격' }));
    await user.click(save);
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.get('name')).toBe('보리');
    expect(sent!.getAll('image')).toHaveLength(3);
    expect(sent!.get('shown')).toBe('PHOTO,NAME,TEMPERAMENT');
  });
});

describe('what a finder sees, changed later', () => {
  it('saves the new choice with the profile’s own fields and keeps the photos', async () => {
    let sent: FormData | undefined;
    server.use(
      http.get('/api/mypage/pets', () => HttpResponse.json({ data: [pet({ tag: null })] })),
      http.put('/api/mypage/pets/3', async ({ request }) => {
        sent = await readForm(request);
        return HttpResponse.json({ status: 'ok', message: '우리 아이 정보를 저장했어요.', id: 3 });
      }),
    );
    const { user } = await renderApp('/mypage?tab=pets', { as: testUser });
    const card = await screen.findByRole('article', { name: '보리' });
    const choice = within(card).getByRole('group', { name: '인식표를 찍은 분에게 보여줄 정보' });
    expect(within(choice).getByRole('checkbox', { name: '사진' })).toBeChecked();
    await user.click(within(choice).getByRole('checkbox', { name: '이름' }));
    await user.click(within(choice).getByRole('checkbox', { name: '품종' }));
    await user.click(within(choice).getByRole('button', { name: '보여줄 정보 저장' }));
    expect(await within(choice).findByRole('status')).toHaveTextContent('저장했어요');
    expect(sent!.get('shown')).toBe('PHOTO,BREED');
    expect(sent!.get('name')).toBe('보리');
    expect(sent!.get('microchip')).toBe('410123456789012');
    expect(sent!.getAll('image')).toEqual([]);
    expect(sent!.has('keepPhotos')).toBe(false);
  });
});

describe('the profile’s photos, changed later', () => {
  const fourPhotos = [1, 2, 3, 4].map((n) => ({
    imagePath: `/pets/2026/12/${n}.jpg`,
    thumbnailPath: `/pets/2026/12/${n}_thumb.jpg`,
    notADog: false,
  }));

  it('removes one while three stay, and adds new ones after the kept', async () => {
    const sent: FormData[] = [];
    server.use(
      http.get('/api/mypage/pets', () =>
        HttpResponse.json({ data: [pet({ tag: null, photos: fourPhotos })] }),
      ),
      http.put('/api/mypage/pets/3', async ({ request }) => {
        sent.push(await readForm(request));
        return HttpResponse.json({ status: 'ok', message: '우리 아이 정보를 저장했어요.', id: 3 });
      }),
    );
    const { user } = await renderApp('/mypage?tab=pets', { as: testUser });
    const card = await screen.findByRole('article', { name: '보리' });
    await user.click(within(card).getByRole('button', { name: '사진 2 삭제' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.getAll('keepPhotos')).toEqual([
      '/pets/2026/12/1.jpg',
      '/pets/2026/12/3.jpg',
      '/pets/2026/12/4.jpg',
    ]);
    expect(sent[0]!.get('name')).toBe('보리');
    expect(sent[0]!.get('shown')).toBe('PHOTO,NAME');
    const file = new File(['x'], 'side.png', { type: 'image/png' });
    const more = within(card).getByLabelText('사진 더 올리기 (10장까지)');
    // The input stays disabled until the first change and its list refetch are done.
    await waitFor(() => expect(more).toBeEnabled());
    await user.upload(more, file);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.getAll('keepPhotos')).toHaveLength(4);
    expect(sent[1]!.getAll('image')).toHaveLength(1);
  });

  it('keeps three at least: no photo can be removed then', async () => {
    server.use(
      http.get('/api/mypage/pets', () => HttpResponse.json({ data: [pet({ tag: null })] })),
    );
    await renderApp('/mypage?tab=pets', { as: testUser });
    const card = await screen.findByRole('article', { name: '보리' });
    expect(within(card).getByRole('button', { name: '사진 1 삭제' })).toBeDisabled();
  });
});

describe('잃어버렸어요 from a profile (issue 40 item 3)', () => {
  it('asks only when and where, then opens the new report', async () => {
    let body: unknown;
    server.use(
      http.get('/api/mypage/pets', () =>
        HttpResponse.json({ data: [pet({ tag: null, phone: '010-2222-3333' })] }),
      ),
      http.post('/api/mypage/pets/3/lost-report', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { status: 'ok', message: '실종 신고를 올렸어요.', id: 41 },
          { status: 201 },
        );
      }),
    );
    const { user, router } = await renderApp('/mypage?tab=pets', { as: testUser });
    const card = await screen.findByRole('article', { name: '보리' });
    await user.click(within(card).getByRole('button', { name: '잃어버렸어요' }));
    const form = within(card).getByRole('form', { name: '잃어버렸어요' });
    await user.type(within(form).getByLabelText('잃어버린 날'), '2026-11-30');
    await user.selectOptions(within(form).getByLabelText('시/도'), '경기도');
    await user.selectOptions(within(form).getByLabelText('시/군/구'), '수원시');
    // The profile's phone is there already (ADR 257).
    expect(within(form).getByLabelText('연락받을 전화번호')).toHaveValue('010-2222-3333');
    await user.click(within(form).getByRole('button', { name: '실종 신고 올리기' }));
    await waitFor(() => expect(router.state.location.search).toContain('id=41'));
    expect(body).toMatchObject({
      dateLost: '2026-11-30',
      region: '경기도',
      district: '수원시',
      phone: '010-2222-3333',
    });
  });
});

describe('/t/{code}, the QR 인식표 page (issue 40 item 2)', () => {
  it('is a lost notice while the family’s report is open, with 봤어요 and 데리고 있어요 answering it', async () => {
    server.use(
      http.get('/api/tags/:code', () =>
        HttpResponse.json({
          state: 'ACTIVE',
          lost: true,
          lostReportId: 41,
          name: '보리',
          photos: [],
          details: [],
        }),
      ),
    );
    await renderApp('/t/abcdefghijklmnopqrstuv');
    expect(
      await screen.findByRole('heading', { name: '이 아이는 지금 실종 상태예요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '봤어요' })).toHaveAttribute(
      'href',
      '/sighting/write?kind=SEEN&lostReportId=41',
    );
    expect(screen.getByRole('link', { name: '데리고 있어요' })).toHaveAttribute(
      'href',
      '/sighting/write?kind=FOUND&lostReportId=41',
    );
  });

  it('shows only what the family allowed and sends 가족에게 알리기 without an account', async () => {
    let body: unknown;
    server.use(
      http.get('/api/tags/:code', () =>
        HttpResponse.json({
          state: 'ACTIVE',
          lost: false,
          lostReportId: null,
          name: '보리',
          photos: [{ imagePath: '/pets/1.jpg', thumbnailPath: '/pets/1_thumb.jpg' }],
          details: [],
        }),
      ),
      http.post('/api/tags/:code/notify', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          status: 'ok',
          message: '가족에게 바로 알렸어요. 고맙습니다.',
          link: '/sighting/manage?token=9.abc&conversation=4',
        });
      }),
    );
    const { user } = await renderApp('/t/abcdefghijklmnopqrstuv');
    expect(
      await screen.findByRole('heading', { name: '이 아이를 찾으셨나요?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '보리' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '가족에게 알리기' }));
    const form = screen.getByRole('form', { name: '가족에게 알리기' });
    await user.type(within(form).getByLabelText('가족에게 전할 말'), '공원 앞에 있어요');
    await user.click(within(form).getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('가족에게 바로 알렸어요. 고맙습니다.')).toHaveRole('status');
    expect(body).toEqual({ message: '공원 앞에 있어요', exact: false });
    // The conversation with the family, by the finder's private link (ADR 254).
    expect(screen.getByRole('link', { name: '가족과 대화하기' })).toHaveAttribute(
      'href',
      '/sighting/manage?token=9.abc&conversation=4',
    );
  });

  it('offers the tag finder the family’s answers on this device, by their private link (ADR 257)', async () => {
    server.use(
      http.get('/api/tags/:code', () =>
        HttpResponse.json({
          state: 'ACTIVE',
          lost: false,
          lostReportId: null,
          name: '보리',
          photos: [],
          details: [],
        }),
      ),
      http.post('/api/tags/:code/notify', () =>
        HttpResponse.json({
          status: 'ok',
          message: '가족에게 바로 알렸어요. 고맙습니다.',
          link: '/sighting/manage?token=9.the-private-link&conversation=4',
        }),
      ),
    );
    browserWithPush('granted');
    let registeredBy: string | null = null;
    server.use(
      http.get('/api/push/public-key', () => HttpResponse.json({ publicKey: 'BAAA' })),
      http.post('/api/push/subscriptions', ({ request }) => {
        registeredBy = request.headers.get('x-finder-token');
        return HttpResponse.json({ status: 'ok', message: '이 기기에서 알림을 받습니다.' });
      }),
    );
    const { user } = await renderApp('/t/abcdefghijklmnopqrstuv');
    await user.click(await screen.findByRole('button', { name: '가족에게 알리기' }));
    const form = screen.getByRole('form', { name: '가족에게 알리기' });
    await user.type(within(form).getByLabelText('가족에게 전할 말'), '놀이터에 있어요');
    await user.click(within(form).getByRole('button', { name: '보내기' }));
    const alerts = within(await screen.findByRole('region', { name: '가족의 답장 알림' }));
    await user.click(alerts.getByRole('button', { name: '이 기기에서 알림 받기' }));
    expect(await alerts.findByText('이 기기에서 알림을 받고 있습니다.')).toBeInTheDocument();
    expect(registeredBy).toBe('9.the-private-link');
  });

  it('offers no device for the answers when the family hides the dog’s name, which their push would tell', async () => {
    server.use(
      http.get('/api/tags/:code', () =>
        HttpResponse.json({
          state: 'ACTIVE',
          lost: false,
          lostReportId: null,
          name: null,
          photos: [],
          details: [],
        }),
      ),
      http.post('/api/tags/:code/notify', () =>
        HttpResponse.json({
          status: 'ok',
          message: '가족에게 바로 알렸어요. 고맙습니다.',
          link: '/sighting/manage?token=9.the-private-link&conversation=4',
        }),
      ),
    );
    const { user } = await renderApp('/t/abcdefghijklmnopqrstuv');
    await user.click(await screen.findByRole('button', { name: '가족에게 알리기' }));
    const form = screen.getByRole('form', { name: '가족에게 알리기' });
    await user.type(within(form).getByLabelText('가족에게 전할 말'), '놀이터에 있어요');
    await user.click(within(form).getByRole('button', { name: '보내기' }));
    expect(await screen.findByRole('link', { name: '가족과 대화하기' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '가족의 답장 알림' })).toBeNull();
  });

  it('says a revoked tag is no longer in use and shows nothing of the family', async () => {
    server.use(http.get('/api/tags/:code', () => HttpResponse.json({ state: 'REVOKED' })));
    await renderApp('/t/abcdefghijklmnopqrstuv');
    expect(await screen.findByRole('status')).toHaveTextContent('더 이상 쓰지 않는 인식표예요.');
    expect(screen.queryByRole('button', { name: '가족에게 알리기' })).toBeNull();
  });

  it('says when too many asked, rather than that the tag does not exist', async () => {
    server.use(
      http.get('/api/tags/:code', () =>
        HttpResponse.json(
          {
            status: 'error',
            statusCode: 429,
            message: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
          },
          { status: 429 },
        ),
      ),
    );
    await renderApp('/t/abcdefghijklmnopqrstuv');
    expect(
      await screen.findByText('요청이 너무 많아요. 잠시 후 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('인식표를 찾을 수 없어요.')).toBeNull();
  });
});
