/** What `bench:bursts` asks the server: members, reports with photos, their candidates, /healthz. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dogPhotosDir } from '../src/paths';

export type Member = { id: number; token: string };

/** Real dog photos (assets/dogs), one per report of a burst. */
export function dogPhotos(): Buffer[] {
  const dir = path.join(dogPhotosDir, 'identity');
  return fs
    .readdirSync(dir)
    .flatMap((dog) => fs.readdirSync(path.join(dir, dog)).map((file) => path.join(dir, dog, file)))
    .filter((file) => file.endsWith('.jpg'))
    .sort()
    .map((file) => fs.readFileSync(file));
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function logIn(base: string, userid: string, password: string): Promise<Member> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userid, password }),
  });
  const { accessToken, user } = await json<{ accessToken: string; user: { id: number } }>(res);
  return { id: user.id, token: accessToken };
}

/** A new member, signed up and logged in. */
export async function newMember(base: string, name: string): Promise<Member> {
  const suffix = randomBytes(3).toString('hex');
  const userid = `${name}_${suffix}`;
  const password = `Bench!${suffix}1`;
  const res = await fetch(`${base}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userid,
      password,
      nickname: `${name}${suffix}`,
      email: `${userid}@example.com`,
      // The required consents (issue 29); e-mail alerts too, as most members allow them.
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge14: true,
      agreeEmailAlerts: true,
    }),
  });
  await json(res);
  return logIn(base, userid, password);
}

/** POST /api/lost-pet with one photo; the report's id. */
export async function postReport(base: string, member: Member, photo: Buffer): Promise<number> {
  const form = new FormData();
  const fields = {
    dateLost: '2026-11-20',
    region: '경기도',
    district: '수원시',
    species: '말티즈',
    gender: '암컷',
    content: '광교 호수공원 근처에서 잃어버렸어요. 빨간 목줄을 하고 있어요.',
    phone: '010-1234-5678',
    dogName: '초코',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
  const res = await fetch(`${base}/api/lost-pet`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  });
  return (await json<{ id: number }>(res)).id;
}

/** Whether the report's candidates are still being found (the page's `pending`). */
export async function matching(base: string, member: Member, reportId: number) {
  const res = await fetch(`${base}/api/lost-pet/${reportId}/matches`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  return (await json<{ pending: boolean }>(res)).pending;
}

/** Resolves when the report has its candidates; the milliseconds waited. */
export async function untilMatched(base: string, member: Member, reportId: number, from: number) {
  while (await matching(base, member, reportId)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return performance.now() - from;
}

/** A GET from a given loopback address (127.0.0.x): each scenario is its own visitor. */
export function getFrom(url: string, localAddress: string, agent?: http.Agent) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const req = http.get(url, { localAddress, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    req.on('error', reject);
  });
}

/** Polls /healthz one request after another until `stop()`; the latencies seen. */
export function pollHealth(base: string) {
  const agent = new http.Agent({ keepAlive: true });
  const seen: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) seen.push((await getFrom(`${base}/healthz`, '127.0.0.1', agent)).ms);
  })();
  return async () => {
    stopped = true;
    await loop;
    agent.destroy();
    return seen;
  };
}

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
