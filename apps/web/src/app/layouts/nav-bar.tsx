import { Link, useLocation } from 'react-router';
import { Menu } from '../../components/ui/menu';
import type { NavPage } from '../navigation';
import { currentSection, locate, navCategories, navSections } from '../navigation';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/use-session';
import { ko } from '../../locales/ko';
import styles from './nav-bar.module.css';

function Dropdown({
  label,
  title,
  items,
  current,
}: {
  label: string;
  title: string;
  items: NavPage[];
  current: string | undefined;
}) {
  return (
    <Menu
      triggerClassName={styles.trigger}
      label={`${title}: ${label}`}
      items={items.map((item) => ({ ...item, current: item.to === current }))}
    >
      <span className={styles.triggerText}>{label}</span>
      <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true">
        <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </Menu>
  );
}

/**
 * Home icon, then a category dropdown and a sub-page dropdown (spec §2); on desktop the six
 * sections follow as plain links (the phone's tab bar has them: tab-bar.tsx).
 */
export function NavBar() {
  const { isAdmin } = useSession();
  const { pathname } = useLocation();
  const categories = navCategories(isAdmin);
  const here = locate(categories, pathname);
  const section = currentSection(pathname);
  const categoryItems = categories.map((c) => ({
    label: c.label,
    to: c.pages[0]?.to ?? paths.home,
  }));

  return (
    <nav className={styles.bar} aria-label={ko.nav.mainNavigation}>
      <div className={styles.inner}>
        <div className={styles.crumbs}>
          <Link
            to={paths.home}
            className={styles.home}
            aria-label={ko.nav.home}
            aria-current={pathname === paths.home ? 'page' : undefined}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 11l9-8 9 8v10h-6v-6H9v6H3z" fill="currentColor" />
            </svg>
          </Link>
          <span className={styles.separator} aria-hidden="true">
            ›
          </span>
          <Dropdown
            title={ko.nav.category}
            label={here?.category.label ?? ko.nav.category}
            items={categoryItems}
            current={here?.category.pages[0]?.to}
          />
          {/* A category of one page named like it (마이페이지) would say its name twice. */}
          {here && here.page.label !== here.category.label && (
            <>
              <span className={styles.separator} aria-hidden="true">
                ›
              </span>
              <Dropdown
                title={ko.nav.page}
                label={here.page.label}
                items={here.category.pages}
                current={here.page.to}
              />
            </>
          )}
        </div>
        <ul className={styles.sections} aria-label={ko.nav.sectionsNavigation}>
          {navSections.map((s) => (
            <li key={s.key}>
              <Link
                to={s.to}
                className={styles.section}
                aria-current={s.key === section?.key ? 'true' : undefined}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
