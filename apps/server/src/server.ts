import fs from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { PgliteInUseError } from './db/pglite-lock';
import type { DemoAccount } from './ingest/demo/demo-accounts';
import { seedDemoData } from './ingest/demo';
import { ensureAdminAccount } from './modules/users/admin-account';

function printAccounts(accounts: DemoAccount[], dataDir: string, baseUrl: string) {
  const rows = accounts.map(
    (a) => `  ${a.role.padEnd(6)} 아이디: ${a.userid}  비밀번호: ${a.password}`,
  );
  console.log(
    [
      '',
      '찾아줄개 데모 계정 (처음 시작할 때만 표시됩니다)',
      ...rows,
      `  ${dataDir}/demo-accounts.txt 에도 저장되어 있습니다.`,
      `  ${baseUrl} 에서 로그인하세요.`,
      '',
    ].join('\n'),
  );
}

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.admin) {
    const result = await ensureAdminAccount(app.db, config.admin, config.policies);
    app.log.info({ userid: config.admin.userid, result }, 'admin account checked');
  }
  // The demo's found reports alert the demo owners: their jobs must be handled first.
  await app.ready();
  const accounts = await seedDemoData(app);
  if (accounts?.length) printAccounts(accounts, config.dataDir, config.publicBaseUrl);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // Once ready, so the jobs can run; with JOBS=0 a worker (`npm run worker`) runs them (ADR 101).
  app.jobs.startSchedules();
  app.log.info(`찾아줄개 is listening on ${config.publicBaseUrl} (database: ${app.database.kind})`);
}

main().catch((error: unknown) => {
  // Another process has DATA_DIR/db: the message says who and what to do; no stack.
  console.error(error instanceof PgliteInUseError ? error.message : error);
  process.exit(1);
});
