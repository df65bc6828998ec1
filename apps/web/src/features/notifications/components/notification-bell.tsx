import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ko } from '../../../locales/ko';
import { useUnreadCount } from '../api/get-notifications';
import styles from './notification-bell.module.css';

/** The header's bell: unread alerts of new look-alike dogs, opening the my-page tab. */
export function NotificationBell() {
  const unread = useUnreadCount(true).data?.unread ?? 0;
  return (
    // Named by its text, not an aria-label that the visible count would contradict (WCAG 2.5.3).
    <Link to={paths.notifications} className={styles.bell}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <span className="visually-hidden">{ko.nav.bell(unread)}</span>
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
