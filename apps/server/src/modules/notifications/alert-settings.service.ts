import type { AlertSettings, AlertSettingsUpdate } from '@chajul/contracts';
import { matchMessages } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { preferencesOf, settingsOf, withEmail } from './alert-preferences';
import * as repo from './alert-settings.repository';

export const alertSettingsOf = (user: UserRow): AlertSettings => settingsOf(user.alertPreferences);

/** The whole preferences, or an old client's one e-mail box (contracts' alertSettingsUpdate). */
export async function updateAlertSettings(db: Db, user: UserRow, body: AlertSettingsUpdate) {
  const preferences =
    body.preferences ?? withEmail(preferencesOf(user.alertPreferences), body.emailAlerts ?? true);
  await repo.savePreferences(db, user.id, preferences);
  return { status: 'ok' as const, message: matchMessages.alertsUpdated };
}
