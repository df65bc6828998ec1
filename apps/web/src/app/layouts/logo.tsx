import { ko } from '../../locales/ko';
import styles from './header.module.css';

export function Logo() {
  return (
    <span className={styles.logoInner}>
      <svg className={styles.logoMark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="32" fill="var(--color-accent)" />
        <g fill="#fff">
          <ellipse cx="32" cy="40" rx="12" ry="10" />
          <circle cx="18" cy="26" r="5" />
          <circle cx="27" cy="18" r="5" />
          <circle cx="37" cy="18" r="5" />
          <circle cx="46" cy="26" r="5" />
        </g>
      </svg>
      <span className={styles.logoText}>
        <strong>{ko.appName}</strong> <small>{ko.tagline}</small>
      </span>
      {/* The link's name is its visible text (WCAG 2.5.3), then where it goes. */}{' '}
      <span className="visually-hidden">{ko.nav.home}</span>
    </span>
  );
}
