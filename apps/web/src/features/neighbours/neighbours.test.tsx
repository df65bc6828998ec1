import { neighbourMessages as m } from '@chajul/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render';
import { server } from '../../test/server';
import { koNeighbours as k } from './ko-neighbours';

/** A place chosen as a 시/군/구 with its radius. */
async function addSuwon(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.selectOptions(await screen.findByLabelText(k.region), '경기도');
  await user.selectOptions(screen.getByLabelText(k.district), '수원시');
  await user.selectOptions(screen.getByLabelText(k.radius), '1000');
  await user.click(screen.getByRole('button', { name: k.addPlace }));
}

describe('/neighbours (동네 알림 받기)', () => {
  it('a visitor subscribes by e-mail to a place with a radius, quiet hours 22–7 by default', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/neighbours', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ status: 'ok', message: m.confirmSent }, { status: 201 });
      }),
    );
    const { user } = await renderApp('/neighbours');
    expect(await screen.findByRole('heading', { name: k.title, level: 1 })).toBeVisible();
    await addSuwon(user);
    expect(screen.getByRole('list', { name: k.placesList })).toHaveTextContent('경기도 수원시');
    await user.click(screen.getByRole('checkbox', { name: k.eventLabel.FOUND }));
    await user.click(screen.getByRole('checkbox', { name: k.device }));
    await user.type(screen.getByLabelText(k.email), 'neighbour@example.com');
    expect(screen.getByRole('checkbox', { name: new RegExp(k.sms) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: k.subscribe }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.confirmSent);
    expect(body).toMatchObject({
      email: 'neighbour@example.com',
      events: ['LOST', 'FOUND'],
      channels: ['PUSH', 'EMAIL'],
      quietHours: { start: 22, end: 7 },
      places: [{ label: '경기도 수원시', radiusM: 1000 }],
    });
    expect(body).not.toHaveProperty('push');
  });

  it('asks for a place before subscribing', async () => {
    const { user } = await renderApp('/neighbours');
    await user.click(await screen.findByRole('button', { name: k.subscribe }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.placesInvalid);
  });

  it("a member's settings are saved from 마이페이지", async () => {
    let saved: unknown;
    server.use(
      http.get('/api/neighbours/mine', () =>
        HttpResponse.json({ status: 404, message: m.notFound }, { status: 404 }),
      ),
      http.put('/api/neighbours/mine', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ status: 'ok', message: m.saved });
      }),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    const section = within(
      (await screen.findByRole('heading', { name: k.memberTitle })).closest('section')!,
    );
    await user.selectOptions(await section.findByLabelText(k.region), '경기도');
    await user.selectOptions(section.getByLabelText(k.district), '수원시');
    await user.click(section.getByRole('button', { name: k.addPlace }));
    await user.click(section.getByRole('button', { name: k.save }));
    expect(await section.findByRole('status')).toHaveTextContent(m.saved);
    expect(saved).toMatchObject({ places: [{ radiusM: 1000 }], events: ['LOST'] });
  });

  it('texts are 준비 중 until the server can send them and the number is verified', async () => {
    let saved: { channels?: string[] } = {};
    server.use(
      http.get('/api/neighbours/mine', () =>
        HttpResponse.json({ status: 404, message: m.notFound }, { status: 404 }),
      ),
      http.get('/api/mypage/phone', () =>
        HttpResponse.json({
          available: true,
          phone: { last4: '5678', verified: true, pending: false },
        }),
      ),
      http.put('/api/neighbours/mine', async ({ request }) => {
        saved = (await request.json()) as typeof saved;
        return HttpResponse.json({ status: 'ok', message: m.saved });
      }),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    const section = within(
      (await screen.findByRole('heading', { name: k.memberTitle })).closest('section')!,
    );
    const sms = await section.findByRole('checkbox', { name: '문자' });
    expect(sms).toBeEnabled();
    expect(section.queryByText(m.smsLater)).not.toBeInTheDocument();
    await user.selectOptions(await section.findByLabelText(k.region), '경기도');
    await user.selectOptions(section.getByLabelText(k.district), '수원시');
    await user.click(section.getByRole('button', { name: k.addPlace }));
    await user.click(sms);
    await user.click(section.getByRole('button', { name: k.save }));
    expect(await section.findByRole('status')).toHaveTextContent(m.saved);
    expect(saved.channels).toContain('SMS');
  });

  it('a visitor sees texts as 준비 중, disabled', async () => {
    await renderApp('/neighbours');
    expect(await screen.findByText(m.smsLater)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /문자/ })).toBeDisabled();
  });
});

describe('/neighbours/off', () => {
  it('turns the alerts off only when the button is pressed', async () => {
    let body: unknown;
    server.use(
      http.post('/api/neighbours/off', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'ok', message: m.off });
      }),
    );
    const { user } = await renderApp('/neighbours/off?token=7.abc');
    expect(body).toBeUndefined();
    await user.click(await screen.findByRole('button', { name: m.offSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.off);
    expect(body).toEqual({ token: '7.abc' });
  });
});

describe('/neighbours/manage', () => {
  it("confirms the visitor's address by the mailed link, then shows their settings", async () => {
    server.use(
      http.post('/api/neighbours/confirm', () =>
        HttpResponse.json({ status: 'ok', message: m.confirmed }),
      ),
      http.get('/api/neighbours/mine', ({ request }) =>
        request.headers.get('x-neighbour-token') === '5.tok'
          ? HttpResponse.json({
              places: [{ label: '경기도 수원시', lat: 37.26, lng: 127.03, radiusM: 3000 }],
              events: ['LOST'],
              channels: ['EMAIL'],
              quietHours: null,
              emailConfirmed: true,
              hasDevice: false,
            })
          : HttpResponse.json({ status: 403, message: m.linkInvalid }, { status: 403 }),
      ),
    );
    await renderApp('/neighbours/manage?token=5.tok');
    expect(await screen.findByText(m.confirmed)).toBeVisible();
    expect(await screen.findByRole('list', { name: k.placesList })).toHaveTextContent('3km');
    expect(screen.getByRole('button', { name: k.remove })).toBeVisible();
  });
});
