import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { contentPage, errorBody, makeSighting, photo } from '../test/sighting-fixtures';
import { readForm } from '../../../test/multipart';

const FORM_TOKEN = '1767225600000.signed-by-the-server';

/** The server's side of the form: its token, and what a post sends (with its answer). */
function formServer(answer: () => Response) {
  const sent: FormData[] = [];
  server.use(
    http.get('/api/sightings/form-token', () => HttpResponse.json({ formToken: FORM_TOKEN })),
    http.post('/api/sightings', async ({ request }) => {
      sent.push(await readForm(request));
      return answer();
    }),
  );
  return sent;
}

const accepted = (published: boolean, id = 77) =>
  HttpResponse.json(
    {
      status: 'ok',
      id,
      published,
      message: published
        ? '제보가 등록되었습니다. 비슷한 실종 신고를 찾고 있어요.'
        : '확인 메일을 보냈습니다. 메일의 링크를 누르면 제보가 올라가고, 그 링크로 나중에 수정·마감·답장을 할 수 있어요.',
    },
    { status: published ? 201 : 202 },
  );

async function fillRequired(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('radio', { name: /^발견/ }));
  fireEvent.change(screen.getByLabelText('본 날짜와 시간'), {
    target: { value: '2026-10-05T21:30' },
  });
  await user.selectOptions(screen.getByLabelText('시/도'), '경기도');
  await user.selectOptions(screen.getByLabelText('시/군/구'), '수원시');
  await user.type(screen.getByLabelText('본 장소'), '광교호수공원 정문 앞');
}

const submit = () => screen.getByRole('button', { name: '제보 올리기' });

describe('/sighting/write', () => {
  it('lets a visitor post: e-mail, name, the empty honeypot and the form token are sent', async () => {
    const sent = formServer(() => accepted(false));
    const { user } = await renderApp('/sighting/write');
    await fillRequired(user);
    expect(screen.getByText(/확인 메일의 링크를 눌러야 제보가 올라가요/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('이메일'), 'finder@example.com');
    await user.type(screen.getByLabelText('이름 (선택)'), '이웃');
    await user.type(screen.getByLabelText('지금 어디에 있나요'), '제가 데리고 있어요');
    await user.upload(screen.getByLabelText('사진'), photo());
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0]!;
    expect(form.get('email')).toBe('finder@example.com');
    expect(form.get('name')).toBe('이웃');
    expect(form.get('homepage')).toBe('');
    expect(form.get('formToken')).toBe(FORM_TOKEN);
    expect(form.get('kind')).toBe('FOUND');
    expect(form.get('seenAt')).toBe('2026-10-05T21:30');
    expect(form.get('district')).toBe('수원시');
    expect(form.get('heldAt')).toBe('제가 데리고 있어요');
    expect(form.has('direction')).toBe(false);
    expect((form.get('image') as File | null)?.type).toBe('image/jpeg');
  });

  it('shows the visitor "확인 메일을 보냈어요" with the server’s words after a 202', async () => {
    formServer(() => accepted(false));
    const { user, router } = await renderApp('/sighting/write?kind=SEEN');
    expect(screen.getByRole('radio', { name: /^목격/ })).toBeChecked();
    await fillRequired(user);
    await user.type(screen.getByLabelText('이메일'), 'finder@example.com');
    await user.click(submit());
    const heading = await screen.findByRole('heading', { level: 1, name: '확인 메일을 보냈어요' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/메일의 링크를 누르면 제보가 올라가고/)).toBeInTheDocument();
    expect(screen.getByText('finder@example.com 받은편지함을 확인해주세요.')).toBeInTheDocument();
    // What the server does and its mail says: an unconfirmed post goes after 24 hours.
    expect(screen.getByText(/확인하지 않은 제보는 24시간 뒤 지워집니다/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sighting/write');
  });

  it('hides the honeypot from people and assistive technology', async () => {
    formServer(() => accepted(false));
    await renderApp('/sighting/write');
    const trap = document.querySelector<HTMLInputElement>('input[name="homepage"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: '홈페이지' })).not.toBeInTheDocument();
  });

  it('marks each required field with its own message on an empty submit, and sends nothing', async () => {
    const sent = formServer(() => accepted(false));
    const { user } = await renderApp('/sighting/write');
    await user.click(submit());
    const kind = screen.getAllByRole('radio')[0]!;
    expect(kind).toHaveAttribute('aria-invalid', 'true');
    expect(kind).toHaveAccessibleDescription('발견인지 목격인지 골라주세요.');
    expect(kind).toHaveFocus();
    for (const label of ['본 날짜와 시간', '시/도', '본 장소']) {
      const field = screen.getByLabelText(label);
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
      expect(field, label).toHaveAccessibleDescription('본 날짜와 시간, 장소를 입력하세요.');
    }
    const email = screen.getByLabelText('이메일');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('확인 메일을 받을 이메일을 입력하세요.');
    expect(screen.getByLabelText('품종 (추정)')).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);
  });

  it('refuses a time in the future before sending', async () => {
    const sent = formServer(() => accepted(false));
    const { user } = await renderApp('/sighting/write', { as: testUser });
    await fillRequired(user);
    fireEvent.change(screen.getByLabelText('본 날짜와 시간'), {
      target: { value: '2099-01-01T10:00' },
    });
    await user.click(submit());
    expect(screen.getByLabelText('본 날짜와 시간')).toHaveAccessibleDescription(
      '본 시간은 지금 이후일 수 없습니다.',
    );
    expect(sent).toHaveLength(0);
  });

  it('marks the field a server 400 names, in the server’s words', async () => {
    formServer(() => errorBody(400, '선택한 시/도에 속한 시/군/구를 선택하세요.', 'district'));
    const { user } = await renderApp('/sighting/write', { as: testUser });
    await fillRequired(user);
    await user.click(submit());
    const district = screen.getByLabelText('시/군/구');
    await waitFor(() => expect(district).toHaveAttribute('aria-invalid', 'true'));
    expect(district).toHaveAccessibleDescription('선택한 시/도에 속한 시/군/구를 선택하세요.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says a refusal that is about no field (a form sent too fast) in its own words', async () => {
    formServer(() =>
      errorBody(
        400,
        '너무 빨리 제출되었습니다. 내용을 확인한 뒤 잠시 후 다시 제출해주세요.',
        'formToken',
      ),
    );
    const { user } = await renderApp('/sighting/write');
    await fillRequired(user);
    await user.type(screen.getByLabelText('이메일'), 'finder@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('너무 빨리 제출되었습니다.');
  });

  it('opens a member’s sighting at once after a 201, with no e-mail asked', async () => {
    const sent = formServer(() => accepted(true, 91));
    server.use(
      http.get('/api/sightings/:id', () =>
        HttpResponse.json({ data: makeSighting({ id: 91, isAuthor: true }) }),
      ),
      http.get('/api/sightings/:id/matches', () =>
        HttpResponse.json({ pending: true, families: [] }),
      ),
      http.get('/api/conversations', () => HttpResponse.json(contentPage([]))),
    );
    const { user, router } = await renderApp('/sighting/write', { as: testUser });
    expect(screen.queryByLabelText('이메일')).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sighting/view'));
    expect(router.state.location.search).toBe('?id=91');
    expect(
      await screen.findByText('제보가 등록되었습니다. 비슷한 실종 신고를 찾고 있어요.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('비슷한 실종 신고를 찾고 있어요. 잠시 후 다시 확인해주세요.'),
    ).toBeVisible();
    expect(sent[0]?.has('email')).toBe(false);
    expect(sent[0]?.has('formToken')).toBe(false);
  });

  it('shows the lost report it answers and sends its id', async () => {
    const sent = formServer(() => accepted(true, 92));
    server.use(
      http.get('/api/lost-pet/:id', () => errorBody(404, '게시글을 찾을 수 없습니다.')),
      http.get('/api/sightings/:id', () => errorBody(404, '제보를 찾을 수 없습니다.')),
    );
    const { user } = await renderApp('/sighting/write?kind=SEEN&lostReportId=42', { as: testUser });
    const answering = screen.getByText('이 실종 신고에 대한 제보예요').parentElement!;
    expect(within(answering).getByRole('link')).toHaveAttribute('href', '/report/view?id=42');
    await fillRequired(user);
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('lostReportId')).toBe('42');
  });

  it('places a pin from the keyboard at the map centre (수원시) and sends it', async () => {
    const sent = formServer(() => accepted(true, 93));
    server.use(http.get('/api/sightings/:id', () => errorBody(404, '제보를 찾을 수 없습니다.')));
    const { user } = await renderApp('/sighting/write', { as: testUser });
    await fillRequired(user);
    await screen.findByRole('region', { name: '본 위치를 고르는 지도' });
    expect(screen.getByText('아직 핀을 놓지 않았어요.')).toBeInTheDocument();
    const centre = await screen.findByRole('button', { name: '지도 가운데에 핀 놓기' });
    await waitFor(() => expect(centre).toBeEnabled());
    centre.focus();
    await user.keyboard('{Enter}');
    // The map starts at 수원시's office: the pin is there, to six places.
    const placed = await screen.findByText(/핀 위치: 위도 37\.2\d{5}, 경도 127\.0\d{5}/);
    expect(placed).toBeVisible();
    expect(screen.getByAltText('내가 고른 위치')).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Number(sent[0]!.get('lat'))).toBeCloseTo(37.26, 1);
    expect(Number(sent[0]!.get('lng'))).toBeCloseTo(127.03, 1);
  });

  it('sends no pin when none was placed', async () => {
    const sent = formServer(() => accepted(true, 94));
    server.use(http.get('/api/sightings/:id', () => errorBody(404, '제보를 찾을 수 없습니다.')));
    const { user } = await renderApp('/sighting/write', { as: testUser });
    await fillRequired(user);
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('lat')).toBe('');
    expect(sent[0]!.get('lng')).toBe('');
  });
});
