import type { Notification } from '@chajul/contracts';
import type { TestApp } from './helper';
import { authHeaders } from './factories';

type Member = { id: number };

/** A member's call (or a visitor's, with null). */
export async function as(
  app: TestApp,
  user: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: user ? await authHeaders(app, user) : {},
  });
}

/** The member's notifications of these kinds, newest first. */
export async function notificationsOf(app: TestApp, user: Member, kinds: string[]) {
  const res = await as(app, user, 'GET', '/api/notifications?size=100');
  return res.json<{ content: Notification[] }>().content.filter((n) => kinds.includes(n.kind));
}
