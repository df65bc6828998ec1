import { mailOffMessages as m } from '@chajul/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';

describe('/mail-off', () => {
  it('turns the conversation off only when the visitor presses the button', async () => {
    let body: unknown;
    server.use(
      http.post('/api/mail-off', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'ok', message: m.conversationOff });
      }),
    );
    const { user } = await renderApp('/mail-off?scope=conversation&token=1.2.abc');
    expect(body).toBeUndefined();
    await user.click(await screen.findByRole('button', { name: m.submitConversation }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.conversationOff);
    expect(body).toEqual({ token: '1.2.abc', scope: 'CONVERSATION' });
  });

  it("shows the server's Korean message for a bad link, and says so without a token", async () => {
    server.use(
      http.post('/api/mail-off', () =>
        HttpResponse.json({ status: 400, message: m.invalid }, { status: 400 }),
      ),
    );
    const { user } = await renderApp('/mail-off?scope=all&token=bad');
    await user.click(await screen.findByRole('button', { name: m.submitAll }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalid);
  });

  it('says the link is broken when it has no token', async () => {
    await renderApp('/mail-off?scope=all');
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalid);
    expect(screen.queryByRole('button', { name: m.submitAll })).toBeNull();
  });
});
