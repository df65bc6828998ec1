import type { PolicyKind } from '@chajul/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { koPrivacy as t } from '../../../locales/ko-privacy';
import { useLogout } from '../../auth';
import { useUpdateConsents } from '../api/consents';
import styles from './policy.module.css';

const POLICY = {
  terms: { label: t.consentTerms, view: paths.terms, viewLabel: t.viewTerms },
  privacy: { label: t.consentPrivacy, view: paths.privacy, viewLabel: t.viewPrivacy },
} as const;

/** The 약관 변경 동의 screen, loaded only when a member is asked again (ADR 161). */
export default function ReconsentScreen({ asked }: { asked: PolicyKind[] }) {
  const [ticked, setTicked] = useState<PolicyKind[]>([]);
  const update = useUpdateConsents();
  const logout = useLogout();
  const ready = asked.every((kind) => ticked.includes(kind));
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{t.reconsentTitle}</h1>
        <p>{t.reconsentIntro}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!ready) return;
            update.mutate({
              ...(asked.includes('terms') && { agreeTerms: true as const }),
              ...(asked.includes('privacy') && { agreePrivacy: true as const }),
            });
          }}
        >
          <fieldset className={styles.consents}>
            <legend>{t.consentsLegend}</legend>
            {asked.map((kind) => (
              <div key={kind} className={styles.consent}>
                <input
                  id={`reconsent-${kind}`}
                  type="checkbox"
                  checked={ticked.includes(kind)}
                  onChange={(event) =>
                    setTicked((now) =>
                      event.target.checked ? [...now, kind] : now.filter((k) => k !== kind),
                    )
                  }
                />
                <label htmlFor={`reconsent-${kind}`}>
                  {t.required} {POLICY[kind].label}
                </label>
                <Link className={styles.view} to={POLICY[kind].view} target="_blank">
                  {POLICY[kind].viewLabel}
                </Link>
              </div>
            ))}
          </fieldset>
          {update.isError && (
            <p role="alert" className={formStyles.formError}>
              {t.saveFailure}
            </p>
          )}
          <Button type="submit" block disabled={!ready || update.isPending}>
            {t.reconsentSubmit}
          </Button>
        </form>
        <p>{t.reconsentLeave}</p>
        <Button variant="secondary" block onClick={() => void logout()}>
          {t.logout}
        </Button>
      </section>
    </div>
  );
}
