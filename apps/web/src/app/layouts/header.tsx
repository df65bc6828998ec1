import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Menu } from '../../components/ui/menu';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { useMe } from '../../features/auth/api/get-me';
import { useAuthLinks } from '../../lib/use-auth-links';
import { useSession } from '../../lib/use-session';
import { ko } from '../../locales/ko';
import { accountPages } from '../navigation';
import { Logo } from './logo';
import styles from './header.module.css';

// Only members have the bell: it loads with a member's header, not with a visitor's home page
// (issue 19 item 11).
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** The signed-in member's corner: the bell and a menu under the nickname (issue 19). */
function MemberCorner({ nickname, isAdmin }: { nickname: string; isAdmin: boolean }) {
  const logout = useLogout();
  return (
    <div className={`${styles.side} ${styles.account} ${styles.member}`}>
      <span className={styles.bell}>
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      </span>
      <Menu
        triggerClassName={styles.memberTrigger}
        label={ko.nav.memberMenu(ko.nav.honorific(nickname))}
        align="end"
        items={[...accountPages(isAdmin), { label: ko.nav.logout, onSelect: () => void logout() }]}
      >
        <span className={styles.nickname}>{ko.nav.honorific(nickname)}</span>
        <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Menu>
    </div>
  );
}

/** 100px header with the centred logo (spec §2, §9); one row down to a 360px phone. */
export function Header() {
  const { user, isLoggedIn, isAdmin } = useSession();
  useMe(isLoggedIn);
  const authLinks = useAuthLinks();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={`${styles.side} ${styles.spacer}`} aria-hidden="true" />
        <Link to={paths.home} className={styles.logo}>
          <Logo />
        </Link>
        {user ? (
          <MemberCorner nickname={user.nickname} isAdmin={isAdmin} />
        ) : (
          <div className={`${styles.side} ${styles.account}`}>
            <Link className={styles.link} to={authLinks.login}>
              {ko.nav.login}
            </Link>
            <Link className={styles.link} to={authLinks.signup}>
              {ko.nav.signup}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
