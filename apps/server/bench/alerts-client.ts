/** What `bench:alerts` asks the server: a visitor's found report, its link, the owner's alerts. */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Device, FakePushService } from '../test/push/fake-push-service';
import type { Member } from './bursts-client';

/** A person takes longer than the server's minimum to fill in the form (ADR 135). */
const FILL_MS = 3_200;

export type Posted = { email: string; sightingId: number };

/** A visitor's found report with one photo, sent after a person's time on the form. */
export async function postFound(base: string, photo: Buffer, name: string): Promise<Posted> {
  const token = await fetch(`${base}/api/sightings/form-token`);
  const { formToken } = (await token.json()) as { formToken: string };
  await new Promise((resolve) => setTimeout(resolve, FILL_MS));
  const email = `${name}_${randomBytes(3).toString('hex')}@example.com`;
  const form = new FormData();
  const fields = {
    kind: 'FOUND',
    seenAt: new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 16),
    region: '경기도',
    district: '수원시',
    place: '광교호수공원 정문',
    note: '목줄 없이 혼자 있었어요.',
    email,
    homepage: '',
    formToken,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
  const res = await fetch(`${base}/api/sightings`, { method: 'POST', body: form });
  if (res.status !== 202) throw new Error(`sighting: ${res.status} ${await res.text()}`);
  return { email, sightingId: ((await res.json()) as { id: number }).id };
}

/** The private link the server mailed to `email`, from its log (the outbox logs each mail). */
async function linkFromLog(log: string, email: string): Promise<string> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    for (const line of fs.readFileSync(log, 'utf8').split('\n').reverse()) {
      if (!line.startsWith('{') || !line.includes(email)) continue;
      const entry = JSON.parse(line) as { outbox?: { to: string; text: string } };
      const token = /sighting\/manage\?token=([^\s&]+)/.exec(entry.outbox?.text ?? '')?.[1];
      if (entry.outbox?.to === email && token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mail for ${email}`);
}

/** Opens the mailed link: the sighting goes public; when the confirmation answered. */
export async function confirmFromLog(base: string, log: string, posted: Posted) {
  const token = await linkFromLog(log, posted.email);
  const res = await fetch(`${base}/api/sightings/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!res.ok) throw new Error(`confirm: ${res.status} ${await res.text()}`);
  return { sightingId: posted.sightingId, token, at: performance.now() };
}

/**
 * Milliseconds from `from` until the owner's notifications name the sighting; undefined when
 * the sighting was matched (its job done) and alerted nobody: a miss of the matching, not of
 * the queue.
 */
export async function untilAlerted(
  base: string,
  owner: Member,
  sighting: { sightingId: number; token: string },
  from: number,
): Promise<number | undefined> {
  let doneFor = 0;
  for (;;) {
    const res = await fetch(`${base}/api/notifications?size=50`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const { content } = (await res.json()) as { content: { sightingId: number | null }[] };
    if (content.some((n) => n.sightingId === sighting.sightingId)) return performance.now() - from;
    const families = await fetch(`${base}/api/sightings/${sighting.sightingId}/matches`, {
      headers: { 'x-finder-token': sighting.token },
    });
    const { pending } = (await families.json()) as { pending: boolean };
    doneFor = pending ? 0 : doneFor + 1;
    if (doneFor > 8) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The owner allows push on a new device (every kind of alert), as /mypage/edit does. */
export async function allowPush(
  base: string,
  owner: Member,
  service: FakePushService,
): Promise<Device> {
  const device = service.device();
  const res = await fetch(`${base}/api/push/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(device.subscription),
  });
  if (!res.ok) throw new Error(`push subscription: ${res.status} ${await res.text()}`);
  return device;
}

/**
 * Milliseconds from `from` until the device receives (decrypted) a push that `wanted`
 * accepts; undefined after 3 minutes, the in-app goal's p95.
 */
export async function untilPushedWhere(
  service: FakePushService,
  device: Device,
  from: number,
  wanted: (payload: { url?: unknown; title?: unknown }) => boolean,
): Promise<number | undefined> {
  while (performance.now() - from < 180_000) {
    const pushed = service
      .deliveriesTo(device)
      .find((d) => d.status === 201 && d.receivedAt >= from && wanted(d.payload ?? {}));
    if (pushed) return pushed.receivedAt - from;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/**
 * A found report's push for the report (the shelter dogs' pushes that the report's own
 * matching sent come before `from` and say otherwise). A push names the report, not the
 * sighting: one of the crowd's posts, matched to this report, would count too.
 */
export function untilPushed(
  service: FakePushService,
  device: Device,
  reportId: number,
  from: number,
): Promise<number | undefined> {
  return untilPushedWhere(
    service,
    device,
    from,
    ({ url, title }) =>
      String(url).startsWith(`/report/view?id=${reportId}#`) &&
      String(title).startsWith('비슷한 강아지'),
  );
}
