import type { AlertChannels, AlertPreferences, AlertSettings } from '@chajul/contracts';
import { ALERT_KINDS } from '@chajul/contracts';
import type { StoredAlertPreferences } from '../../db/schema';

/** A channel the member never turned off is on: they hear of everything until they say so. */
const channelsOf = (saved: Partial<AlertChannels> | undefined): AlertChannels => ({
  inApp: saved?.inApp ?? true,
  email: saved?.email ?? true,
  push: saved?.push ?? true,
});

export const preferencesOf = (stored: StoredAlertPreferences): AlertPreferences => ({
  match: channelsOf(stored.match),
  sighting: channelsOf(stored.sighting),
  message: channelsOf(stored.message),
  saved: channelsOf(stored.saved),
});

/** `emailAlerts` for clients before issue 26: an unticked box means no e-mail at all. */
export const settingsOf = (stored: StoredAlertPreferences): AlertSettings => {
  const preferences = preferencesOf(stored);
  return {
    emailAlerts: ALERT_KINDS.some((kind) => preferences[kind].email),
    preferences,
  };
};

/** What an old client's one box means: e-mail on or off for every kind, the rest as it was. */
export const withEmail = (preferences: AlertPreferences, email: boolean): AlertPreferences => ({
  match: { ...preferences.match, email },
  sighting: { ...preferences.sighting, email },
  message: { ...preferences.message, email },
  saved: { ...preferences.saved, email },
});
