import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import dialogStyles from '../../../components/ui/dialog.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { useAuthLinks } from '../../../lib/use-auth-links';
import { ko } from '../../../locales/ko';
import { koAuth } from '../../../locales/ko-auth';
import { SignupForm } from '../components/signup-form';

/** Spec §9: the success modal stays 2 seconds, then the login page opens. */
export const SIGNUP_REDIRECT_MS = 2000;

export function SignupPage() {
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  // The log-in page that follows comes back to where sign-up was asked for (issue 27).
  const { login } = useAuthLinks();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(login), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, login]);

  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{koAuth.signupTitle}</h1>
        <SignupForm onSuccess={() => setDone(true)} />
        <nav className={pageStyles.links} aria-label={koAuth.signupTitle}>
          <Link to={login}>{koAuth.toLogin}</Link>
        </nav>
      </section>
      <AlertDialog.Root open={done}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={dialogStyles.overlay} />
          <AlertDialog.Content className={dialogStyles.content}>
            <AlertDialog.Title className={dialogStyles.title}>
              {koAuth.signupTitle}
            </AlertDialog.Title>
            <AlertDialog.Description className={dialogStyles.message}>
              {koAuth.signupSuccess}
            </AlertDialog.Description>
            <div className={dialogStyles.actions}>
              <AlertDialog.Action
                className={dialogStyles.primary}
                onClick={() => void navigate(login)}
              >
                {ko.dialog.ok}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
