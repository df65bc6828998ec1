import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { useMe } from '../../features/auth/api/get-me';
import { NotificationBell } from '../../features/matches/components/notification-bell';
import { useSession } from '../../lib/use-session';
import { ko } from '../../locales/ko';
import { Logo } from './logo';
import styles from './header.module.css';

/** 100px header with the centred logo (spec §2, §9). */
export function Header() {
  const { user, isLoggedIn } = useSession();
  const logout = useLogout();
  useMe(isLoggedIn);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.side} aria-hidden="true" />
        <Link to={paths.home} className={styles.logo} aria-label={`${ko.appName} ${ko.nav.home}`}>
          <Logo />
        </Link>
        <div className={`${styles.side} ${styles.account}`}>
          {user ? (
            <>
              <NotificationBell />
              <span className={styles.nickname}>{ko.nav.honorific(user.nickname)}</span>
              <button type="button" className={styles.link} onClick={() => void logout()}>
                {ko.nav.logout}
              </button>
            </>
          ) : (
            <>
              <Link className={styles.link} to={paths.login}>
                {ko.nav.login}
              </Link>
              <Link className={styles.link} to={paths.signup}>
                {ko.nav.signup}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
