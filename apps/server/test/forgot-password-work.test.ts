import { describe, expect, it, vi } from 'vitest';
import { createUser, unique } from './factories';
import { buildTestApp } from './helper';

const app = await buildTestApp();

/**
 * What a forgot-password request asked the queue for, by job name and payload: all the work
 * it does besides answering. Timing itself is not asserted (it varies by machine).
 */
async function workOf(email: string) {
  const send = vi.spyOn(app.jobs, 'send');
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/password/forgot',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    return send.mock.calls.map(([definition, payload]) => [definition.name, payload]);
  } finally {
    send.mockRestore();
  }
}

describe('forgot password does the same work for anyone (issue 38 item 11)', () => {
  it('queues one job for a member and for an unknown address; only the member gets a mail', async () => {
    const member = await createUser(app);
    const unknown = `nobody_${unique()}@example.com`;
    const forMember = await workOf(member.email);
    const forUnknown = await workOf(unknown);
    expect(forMember).toEqual([['password-reset-mail', { email: member.email }]]);
    expect(forUnknown).toEqual([['password-reset-mail', { email: unknown }]]);
    await app.jobs.idle();
    expect(app.sentMails.filter((mail) => mail.to === member.email)).toHaveLength(1);
    expect(app.sentMails.filter((mail) => mail.to === unknown)).toHaveLength(0);
  });
});
