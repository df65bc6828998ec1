import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CURRENT_POLICIES } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { agreeTo } from '../../modules/privacy/consents.service';
import { ADMIN_ROLE } from '../../modules/users/admin-account';
import { findUserByUserid, insertUser } from '../../modules/users/users.repository';

export type DemoAccount = { role: string; userid: string; password: string };

/** A password that passes the signup rule: upper case, digit and a special character. */
function demoPassword(): string {
  return `Dog!${randomBytes(6).toString('hex')}A1`;
}

/**
 * The demo admin and member. Their passwords are random for every new database, printed
 * at the first start and kept in DATA_DIR/demo-accounts.txt (README "빠른 시작").
 */
export async function createDemoAccounts(
  db: Db,
  dataDir: string,
  options: { withAdmin: boolean },
): Promise<DemoAccount[]> {
  const wanted = [
    ...(options.withAdmin
      ? [
          {
            role: ADMIN_ROLE,
            userid: 'admin',
            nickname: '관리자',
            email: 'admin@chajajulgae.local',
          },
        ]
      : []),
    { role: 'USER', userid: 'member', nickname: '멍멍이집사', email: 'member@chajajulgae.local' },
  ];
  const created: DemoAccount[] = [];
  for (const account of wanted) {
    if (await findUserByUserid(db, account.userid)) continue;
    const password = demoPassword();
    const row = await insertUser(db, { ...account, passwordHash: await hashPassword(password) });
    // Demo members signed up as a member would, every box ticked (ADR 161).
    await agreeTo(db, row.id, CURRENT_POLICIES, ['terms', 'privacy', 'age14', 'emailAlerts']);
    created.push({ role: account.role, userid: account.userid, password });
  }
  if (created.length > 0) {
    const lines = created.map((a) => `${a.role}\t${a.userid}\t${a.password}`);
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'demo-accounts.txt'), `${lines.join('\n')}\n`, {
      mode: 0o600,
    });
  }
  return created;
}
