import type { AlertChannel, AlertKind, AlertPreferences } from '@chajul/contracts';
import { ALERT_CHANNELS, ALERT_KINDS, matchMessages } from '@chajul/contracts';
import formStyles from '../../../components/ui/form.module.css';
import { errorMessage } from '../../../lib/api-client';
import { koAlerts as t } from '../../../locales/ko-alerts';
import { useAlertSettings } from '../api/get-alert-settings';
import { useUpdateAlertPreferences } from '../api/update-alert-settings';
import styles from './alert-settings.module.css';
import { PushDeviceSetting } from './push-device-setting';

const toggled = (p: AlertPreferences, kind: AlertKind, channel: AlertChannel, on: boolean) => ({
  ...p,
  [kind]: { ...p[kind], [channel]: on },
});

/** /mypage/edit: each kind of alert on each channel, saved as soon as a box is ticked (ADR 155). */
export function AlertSettings() {
  const current = useAlertSettings();
  const update = useUpdateAlertPreferences();
  const preferences = current.data?.preferences;
  return (
    <fieldset className={formStyles.fieldset} aria-describedby="alert-settings-help">
      <legend>{t.section}</legend>
      <p id="alert-settings-help" className={formStyles.hint}>
        {t.help}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t.kindColumn}</th>
            {ALERT_CHANNELS.map((channel) => (
              <th scope="col" key={channel}>
                {t.channels[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ALERT_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                {t.kinds[kind]}
                <span className={styles.kindHint}>{t.kindHints[kind]}</span>
              </th>
              {ALERT_CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    className={styles.box}
                    aria-label={t.box(t.kinds[kind], t.channels[channel])}
                    checked={preferences?.[kind][channel] ?? false}
                    disabled={!preferences || update.isPending}
                    onChange={(event) =>
                      preferences &&
                      update.mutate(toggled(preferences, kind, channel, event.target.checked))
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className={formStyles.success}>
        {update.isSuccess ? matchMessages.alertsUpdated : ''}
      </p>
      {(update.isError || current.isError) && (
        <p role="alert" className={formStyles.formError}>
          {errorMessage(update.error ?? current.error, t.saveFailed)}
        </p>
      )}
      <PushDeviceSetting />
    </fieldset>
  );
}
