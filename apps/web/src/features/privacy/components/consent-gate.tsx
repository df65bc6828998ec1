import type { PolicyKind } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { koPrivacy as t } from '../../../locales/ko-privacy';
import { meQueryOptions, useLogout } from '../../auth';
import { useUpdateConsents } from '../api/consents';
import styles from './policy.module.css';

const POLICY = {
  terms: { label: t.consentTerms, view: paths.terms, viewLabel: t.viewTerms },
  privacy: { label: t.consentPrivacy, view: paths.privacy, viewLabel: t.viewPrivacy },
} as const;

/**
 * After a policy changes, a member sees only the 약관 변경 동의 screen (and the policies
 * themselves) until they agree (ADR 161). The header's `me` query says what is asked.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const me = useQuery({ ...meQueryOptions(), enabled: isLoggedIn });
  const { pathname } = useLocation();
  const asked = isLoggedIn ? (me.data?.consentRequired ?? []) : [];
  if (asked.length === 0 || pathname === paths.privacy || pathname === paths.terms) {
    return children;
  }
  return <ReconsentScreen asked={asked} />;
}

function ReconsentScreen({ asked }: { asked: PolicyKind[] }) {
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
