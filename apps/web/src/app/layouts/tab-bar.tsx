import { Link, useLocation } from 'react-router';
import type { SectionKey } from '../navigation';
import { currentSection, navSections } from '../navigation';
import { ko } from '../../locales/ko';
import { HelpLinks } from './help-links';
import styles from './tab-bar.module.css';

/** 24×24 outline icons, one per section. */
const icons: Record<SectionKey, string> = {
  lookup:
    'M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.44 1.42-1.42-4.44-4.43A6.5 6.5 0 0 0 10.5 4Zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z',
  report:
    'M4 10v4h3l6 4V6L7 10H4Zm11-2.5v9a4.5 4.5 0 0 0 0-9ZM15 4v2.06a7 7 0 0 1 0 11.88V20a9 9 0 0 0 0-16Z',
  adopt:
    'M12 20.5 4.6 13.3a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 6.9 0l.5.5.5-.5a4.9 4.9 0 0 1 6.9 7L12 20.5Zm0-2.8 6-5.8a2.9 2.9 0 0 0-4.1-4.2L12 9.6l-1.9-1.9A2.9 2.9 0 0 0 6 11.9l6 5.8Z',
  shelters:
    'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z',
  notices: 'M6 3h9l4 4v14H6V3Zm2 2v14h9V8h-3V5H8Zm2 6h5v2h-5v-2Zm0 4h5v2h-5v-2Z',
  inquiries: 'M4 4h16v12H8l-4 4V4Zm2 2v9.2L7.2 14H18V6H6Zm2 2h8v2H8V8Zm0 3h5v2H8v-2Z',
};

/**
 * The six sections as a tab bar fixed at the bottom of a phone's screen (issue 19), under the
 * two help links (issue 39 item 3).
 */
export function TabBar() {
  const { pathname } = useLocation();
  const here = currentSection(pathname);
  return (
    <nav className={styles.bar} aria-label={ko.nav.tabBar}>
      <HelpLinks classes={{ list: styles.help, found: styles.found, lost: styles.lost }} />
      <ul className={styles.list}>
        {navSections.map((s) => (
          <li key={s.key}>
            <Link
              to={s.to}
              className={styles.tab}
              aria-current={s.key === here?.key ? 'true' : undefined}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={icons[s.key]} fill="currentColor" fillRule="evenodd" />
              </svg>
              <span>{s.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
