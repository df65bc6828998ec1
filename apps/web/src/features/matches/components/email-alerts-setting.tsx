import formStyles from '../../../components/ui/form.module.css';
import { errorMessage } from '../../../lib/api-client';
import { koMypage } from '../../../locales/ko-mypage';
import { koMatches } from '../../../locales/ko-matches';
import { koNotifications } from '../../../locales/ko-notifications';
import { useEmailAlerts, useUpdateEmailAlerts } from '../api/email-alerts';

const t = koNotifications;

/** /mypage/edit: email alerts on or off, saved as soon as it is ticked. */
export function EmailAlertsSetting() {
  const current = useEmailAlerts();
  const update = useUpdateEmailAlerts();
  return (
    <fieldset className={formStyles.fieldset} aria-describedby="email-alerts-help">
      <legend>{t.emailAlertsSection}</legend>
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          checked={current.data?.emailAlerts ?? false}
          disabled={!current.data || update.isPending}
          onChange={(event) => update.mutate({ emailAlerts: event.target.checked })}
        />
        {t.emailAlerts}
      </label>
      <p id="email-alerts-help" className={formStyles.hint}>
        {t.emailAlertsHelp}
      </p>
      <p role="status" className={formStyles.success}>
        {update.isSuccess ? koMatches.alertsUpdated : ''}
      </p>
      {(update.isError || current.isError) && (
        <p role="alert" className={formStyles.formError}>
          {errorMessage(update.error ?? current.error, koMypage.updateFailure)}
        </p>
      )}
    </fieldset>
  );
}
