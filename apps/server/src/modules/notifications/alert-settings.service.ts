import type { AlertSettings, AlertSettingsUpdate, PolicyVersions } from '@chajul/contracts';
import { ALERT_KINDS, matchMessages } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { preferencesOf, settingsOf, withEmail } from './alert-preferences';
import { hasEmailConsent, setEmailConsent } from '../privacy/consents.service';
import * as repo from './alert-settings.repository';

/** Without the consent to alert e-mails, e-mail shows off for every kind (ADR 162). */
export async function alertSettingsOf(db: Db, user: UserRow): Promise<AlertSettings> {
  const consented = await hasEmailConsent(db, user.id);
  return settingsOf(
    consented ? user.alertPreferences : withEmail(preferencesOf(user.alertPreferences), false),
  );
}

/**
 * 동의 관리 gave or withdrew the e-mail consent: e-mail comes for every kind with it, for none
 * without it (ADR 162). app.ts hands it to the consents routes (privacy imports no module).
 */
export async function followEmailConsent(db: Db, user: UserRow, agree: boolean) {
  await repo.savePreferences(db, user.id, withEmail(preferencesOf(user.alertPreferences), agree));
}

/**
 * The whole preferences, or an old client's one e-mail box (contracts' alertSettingsUpdate).
 * Turning e-mail on for any kind gives the consent to alert e-mails; turning it off for every
 * kind withdraws it (ADR 162), so 동의 관리 and the alert settings always agree.
 */
export async function updateAlertSettings(
  db: Db,
  user: UserRow,
  body: AlertSettingsUpdate,
  policies: PolicyVersions,
) {
  const preferences =
    body.preferences ?? withEmail(preferencesOf(user.alertPreferences), body.emailAlerts ?? true);
  await repo.savePreferences(db, user.id, preferences);
  const anyEmail = ALERT_KINDS.some((kind) => preferences[kind].email);
  await setEmailConsent(db, user, anyEmail, policies);
  return { status: 'ok' as const, message: matchMessages.alertsUpdated };
}
