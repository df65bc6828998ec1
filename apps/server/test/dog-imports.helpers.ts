import type { DogImportSource, DogImportSourceStatus, DogImportsStatus } from '@chajul/contracts';
import { expect } from 'vitest';
import { authHeaders, createAdmin } from './factories';
import type { TestApp } from './helper';

/** The admin's 데이터 가져오기 calls, as the web page makes them. */
export async function importAdmin(app: TestApp) {
  const headers = await authHeaders(app, await createAdmin(app));
  const status = async (): Promise<DogImportsStatus> => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/dog-imports', headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const sourceStatus = async (source: DogImportSource): Promise<DogImportSourceStatus> =>
    (await status()).sources.find((s) => s.source === source)!;
  return {
    headers,
    status,
    sourceStatus,
    run: (source: DogImportSource) =>
      app.inject({ method: 'POST', url: `/api/admin/dog-imports/${source}/run`, headers }),
    /** Runs one import through the admin call and waits for its records (not its photos). */
    async runAndWait(source: DogImportSource) {
      const before = (await sourceStatus(source)).runs[0]?.id;
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/dog-imports/${source}/run`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(202);
      let latest: DogImportSourceStatus | undefined;
      // The run starts when its job does (ADR 101): wait for a new run, then for its end.
      await expect
        .poll(
          async () => {
            latest = await sourceStatus(source);
            const run = latest.runs[0];
            return run && run.id !== before && run.status !== 'running';
          },
          { timeout: 10_000, interval: 50 },
        )
        .toBe(true);
      return latest!.runs[0]!;
    },
  };
}
