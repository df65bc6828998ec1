import { sightingMessages as m } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { formToken } from '../src/modules/visitors/visitor-links';
import { createAdmin, unique } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { postSighting, visitorSighting } from './sightings.helpers';

const app = await buildTestApp();
const mailbox = () => `victim_${unique()}`;

describe("a visitor's form token (issue 38 item 5)", () => {
  it('serves one post: the same token again is refused in Korean, and no mail goes', async () => {
    const token = formToken(app.signer, Date.now() - 10_000);
    const email = `${mailbox()}@example.com`;
    const first = await postSighting(app, { email }, { formToken: token });
    expect(first.statusCode).toBe(202);
    const again = await postSighting(
      app,
      { email: `${mailbox()}@example.com` },
      { formToken: token },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: m.formTokenUsed, field: 'formToken' });
    await app.jobs.idle();
    expect(app.sentMails.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('is not used up by a post that was refused', async () => {
    const token = formToken(app.signer, Date.now() - 10_000);
    const refused = await postSighting(
      app,
      { email: `${mailbox()}@example.com` },
      { formToken: token, place: '' },
    );
    expect(refused.statusCode).toBe(400);
    const posted = await postSighting(
      app,
      { email: `${mailbox()}@example.com` },
      { formToken: token },
    );
    expect(posted.statusCode).toBe(202);
  });
});

describe('e-mail addresses counted as mailboxes (issue 38 item 6)', () => {
  it('takes three posts an hour from one mailbox, whatever its +tags and case', async () => {
    const local = mailbox();
    const statuses = [];
    for (const email of [`${local}+1@x.example`, `${local}+2@x.example`, `${local}@X.example`]) {
      statuses.push((await postSighting(app, { email }, {}, [])).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202]);
    const fourth = await postSighting(app, { email: `${local.toUpperCase()}+4@x.example` }, {}, []);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(m.emailLimit);
  });

  it('a blocked visitor stays blocked under another +tag', async () => {
    const admin = await createAdmin(app);
    const local = mailbox();
    const { id } = await visitorSighting(app, `${local}+a@example.com`, {}, []);
    const blocked = await call(app, admin, 'POST', '/api/admin/moderation', {
      targetType: 'SIGHTING',
      targetId: id,
      action: 'BLOCK',
    });
    expect(blocked.statusCode).toBe(200);
    const again = await postSighting(app, { email: `${local}+b@Example.com` }, {}, []);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(m.blocked);
  });

  it('sends the mail to the address as it was typed', async () => {
    const email = `${mailbox()}+lost@example.com`;
    expect((await postSighting(app, { email }, {}, [])).statusCode).toBe(202);
    await app.jobs.idle();
    expect(app.sentMails.some((mail) => mail.to === email)).toBe(true);
  });
});
