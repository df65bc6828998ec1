import type { Consent } from '@chajul/contracts';
import { useConsents, useUpdateConsents } from '../api/consents';
import { formatDate } from '../../../lib/format';
import { koPrivacy as t } from '../../../locales/ko-privacy';
import styles from './policy.module.css';

const LABELS = {
  terms: `${t.required} ${t.consentTerms}`,
  privacy: `${t.required} ${t.consentPrivacy}`,
  age14: `${t.required} ${t.consentAge14}`,
  emailAlerts: `${t.optional} ${t.consentEmailAlerts}`,
} as const;

/** The latest consent of a kind that still holds, if any. */
const activeOf = (consents: Consent[], kind: Consent['kind']) =>
  consents.filter((c) => c.kind === kind && c.withdrawnAt === null).at(-1);

/**
 * 마이페이지 동의 관리 (issue 29): what the member agreed to and when; the optional e-mail
 * consent is a box they can change, which also turns e-mail alerts on or off (ADR 162).
 */
export function ConsentsSection() {
  const consents = useConsents();
  const update = useUpdateConsents();
  const list = consents.data?.consents ?? [];
  const email = activeOf(list, 'emailAlerts');
  return (
    <section aria-labelledby="consents-title">
      <h2 id="consents-title">{t.manageTitle}</h2>
      <p>{t.manageIntro}</p>
      {consents.isError && <p role="alert">{t.saveFailure}</p>}
      {consents.isSuccess && (
        <ul className={styles.consentList}>
          {(['terms', 'privacy', 'age14'] as const).map((kind) => {
            const given = activeOf(list, kind);
            return (
              <li key={kind}>
                {LABELS[kind]}:{' '}
                {given ? t.agreedAt(formatDate(given.givenAt), given.version) : t.notAgreed}
              </li>
            );
          })}
          <li>
            <label className={styles.consent}>
              <input
                type="checkbox"
                checked={email !== undefined}
                disabled={update.isPending}
                onChange={(event) => update.mutate({ agreeEmailAlerts: event.target.checked })}
              />
              {LABELS.emailAlerts}
            </label>
            {email && <span>{t.agreedAt(formatDate(email.givenAt), email.version)}</span>}
          </li>
        </ul>
      )}
      {update.isError && <p role="alert">{t.saveFailure}</p>}
    </section>
  );
}
