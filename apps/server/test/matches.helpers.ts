import { expect, vi } from 'vitest';
import type { TestApp } from './helper';
import { authHeaders } from './factories';
import { createReport } from './reports.helpers';

type Member = { id: number };

/** A report by `user` with `photo`, lost on 2026-10-03 in 경기도 수원시 (a 암컷). */
export async function reportWithPhoto(
  app: TestApp,
  user: Member,
  photo: Buffer,
  fields: Record<string, string> = {},
) {
  const id = await createReport(app, user, fields, { buffer: photo, filename: 'dog.jpg' });
  await app.matcher.idle(); // candidates are found after the save has answered
  return id;
}

export async function call(
  app: TestApp,
  user: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

export async function candidateIds(app: TestApp, user: Member, reportId: number) {
  const res = await call(app, user, 'GET', `/api/lost-pet/${reportId}/matches`);
  if (res.statusCode !== 200) throw new Error(`matches answered ${res.statusCode}: ${res.body}`);
  return (res.json().candidates as { dogId: number }[]).map((c) => c.dogId);
}

export async function unread(app: TestApp, user: Member): Promise<number> {
  return (await call(app, user, 'GET', '/api/notifications/unread-count')).json().unread;
}

/**
 * Runs `match` while `meanwhile` happens inside its photo's embedding (a post deleted while
 * its job runs): the match must end quietly, and must have reached the embedding.
 */
export async function matchWhileEmbedding(
  app: TestApp,
  meanwhile: () => Promise<unknown>,
  match: () => Promise<void>,
) {
  const embeddings = app.photoSearch.embeddings();
  const real = embeddings.analyse.bind(embeddings);
  const analyse = vi.spyOn(embeddings, 'analyse').mockImplementation(async (photo) => {
    await meanwhile();
    return real(photo);
  });
  try {
    await expect(match()).resolves.toBeUndefined();
    expect(analyse).toHaveBeenCalled();
  } finally {
    analyse.mockRestore();
  }
}
