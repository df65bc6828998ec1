import { authMessages } from '@chajul/contracts';
import { Link } from 'react-router';
import buttonStyles from '../components/ui/button.module.css';
import pageStyles from '../components/ui/page.module.css';
import { paths } from '../config/paths';
import { useAuthLinks } from '../lib/use-auth-links';
import { ko } from '../locales/ko';
import styles from './gate-pages.module.css';

const buttonLink = (variant: 'primary' | 'secondary') =>
  `${buttonStyles.button} ${buttonStyles[variant]} ${buttonStyles.block}`;

/** What a visitor sees of a members' page: its name, why not, and the way in and back. */
function LoginGatePage({ title }: { title: string }) {
  const links = useAuthLinks();
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{title}</h1>
        <p className={styles.reason}>{authMessages.loginRequired}</p>
        <div className={styles.actions}>
          <Link className={buttonLink('primary')} to={links.login}>
            {ko.nav.login}
          </Link>
          <Link className={buttonLink('secondary')} to={links.signup}>
            {ko.nav.signup}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** What a member sees of an admins' page (a 403): its name, why not, and the way home. */
function ForbiddenPage({ title, reason }: { title: string; reason?: string | undefined }) {
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{title}</h1>
        <p className={styles.reason}>{reason ?? ko.gate.adminsOnly}</p>
        <div className={styles.actions}>
          <Link className={buttonLink('secondary')} to={paths.home}>
            {ko.notFound.home}
          </Link>
        </div>
      </section>
    </div>
  );
}

/**
 * The page shown instead of a guarded one (guard.tsx), loaded only when someone needs it:
 * the log-in gate for a visitor, the forbidden page for a member on an admins' page.
 */
export default function GatePage(
  props: { kind: 'login'; title: string } | { kind: 'forbidden'; title: string; reason?: string },
) {
  if (props.kind === 'login') return <LoginGatePage title={props.title} />;
  return <ForbiddenPage title={props.title} reason={props.reason} />;
}
