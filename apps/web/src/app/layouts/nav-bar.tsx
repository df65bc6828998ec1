import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation } from 'react-router';
import type { NavPage } from '../../config/navigation';
import { locate, navCategories } from '../../config/navigation';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/use-session';
import { ko } from '../../locales/ko';
import styles from './nav-bar.module.css';

function Menu({
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
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={`${title}: ${label}`}>
        {label}
        <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={6}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={styles.item}>
              <Link to={item.to} aria-current={item.to === current ? 'page' : undefined}>
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Home icon, then a category dropdown and a sub-page dropdown (spec §2). */
export function NavBar() {
  const { isAdmin } = useSession();
  const { pathname } = useLocation();
  const categories = navCategories(isAdmin);
  const here = locate(categories, pathname);
  const categoryItems = categories.map((c) => ({
    label: c.label,
    to: c.pages[0]?.to ?? paths.home,
  }));

  return (
    <nav className={styles.bar} aria-label={ko.nav.mainNavigation}>
      <div className={styles.inner}>
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
        <Menu
          title={ko.nav.category}
          label={here?.category.label ?? ko.nav.category}
          items={categoryItems}
          current={here?.category.pages[0]?.to}
        />
        {here && (
          <>
            <span className={styles.separator} aria-hidden="true">
              ›
            </span>
            <Menu
              title={ko.nav.page}
              label={here.page.label}
              items={here.category.pages}
              current={here.page.to}
            />
          </>
        )}
      </div>
    </nav>
  );
}
