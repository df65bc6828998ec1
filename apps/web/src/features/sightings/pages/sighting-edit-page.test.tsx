import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { saveFinderToken } from '../../../lib/finder-token';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { contentPage, makeSighting } from '../test/sighting-fixtures';
import { readForm } from '../../../test/multipart';

describe('/sighting/edit', () => {
  it('fills the form in Korean time and sends the kept photos with the private link', async () => {
    const sighting = makeSighting({
      lostReportId: 42,
      point: { lat: 37.2839, lng: 127.0656, approximate: false },
    });
    const token = `${sighting.id}.private-link-mac`;
    saveFinderToken(sighting.id, token);
    const sent: { form?: FormData; token?: string | null } = {};
    server.use(
      http.get(`/api/sightings/${sighting.id}`, ({ request }) =>
        HttpResponse.json({
          data: { ...sighting, isAuthor: request.headers.get('x-finder-token') === token },
        }),
      ),
      http.get(`/api/sightings/${sighting.id}/matches`, () =>
        HttpResponse.json({ pending: false, families: [] }),
      ),
      http.get('/api/conversations', () => HttpResponse.json(contentPage([]))),
      http.get('/api/lost-pet/:id', () => new HttpResponse(null, { status: 404 })),
      http.put(`/api/sightings/${sighting.id}`, async ({ request }) => {
        sent.form = await readForm(request);
        sent.token = request.headers.get('x-finder-token');
        return HttpResponse.json({
          status: 'ok',
          message: '제보를 수정했습니다.',
          id: sighting.id,
        });
      }),
    );
    const { user, router } = await renderApp(`/sighting/edit?id=${sighting.id}`);
    expect(await screen.findByLabelText('본 날짜와 시간')).toHaveValue('2026-10-05T21:30');
    expect(screen.getByRole('radio', { name: /^발견/ })).toBeChecked();
    expect(screen.getByLabelText('시/군/구')).toHaveValue('수원시');
    expect(screen.getByLabelText('지금 어디에 있나요')).toHaveValue('제가 집에서 데리고 있어요');
    expect(screen.queryByLabelText('이메일')).not.toBeInTheDocument();
    // The pin the finder placed comes back, and goes with the edit.
    expect(screen.getByText('핀 위치: 위도 37.2839, 경도 127.0656')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('본 장소'));
    await user.type(screen.getByLabelText('본 장소'), '광교호수공원 후문');
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sighting/view'));
    expect(sent.token).toBe(token);
    expect(sent.form?.get('place')).toBe('광교호수공원 후문');
    expect(sent.form?.getAll('keepPhotos')).toEqual(['/sightings/2026/10/a.jpg']);
    expect(sent.form?.get('lostReportId')).toBe('42');
    expect(sent.form?.get('lat')).toBe('37.2839');
  });

  it('tells anyone but the author why there is no form', async () => {
    const sighting = makeSighting({ isAuthor: false });
    server.use(
      http.get(`/api/sightings/${sighting.id}`, () => HttpResponse.json({ data: sighting })),
    );
    await renderApp(`/sighting/edit?id=${sighting.id}`, { as: testUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('제보를 쓴 사람만 할 수 있습니다.');
    expect(screen.getByRole('heading', { level: 1, name: '제보 수정' })).toBeInTheDocument();
    expect(screen.queryByLabelText('본 장소')).not.toBeInTheDocument();
  });
});
