import type { PageEntry, TabKey } from './page-entry';
import { categories, pages } from './page-table';
import { ko } from '../locales/ko';

export type NavPage = { label: string; to: string };
export type NavCategory = { label: string; pages: NavPage[] };

const entries: PageEntry[] = Object.values(pages);

function shownTo(entry: PageEntry, isAdmin: boolean) {
  const audience = entry.nav?.audience ?? (entry.guard === 'admins' ? 'admins' : undefined);
  if (audience === 'admins') return isAdmin;
  if (audience === 'non-admins') return !isAdmin;
  return true;
}

/**
 * The navigation bar's categories and sub-pages (spec §2 "Header and navigation"), read from
 * the page table: an admins' page is shown to admins only.
 */
export function navCategories(isAdmin: boolean): NavCategory[] {
  return categories.flatMap(({ key, label }) => {
    const placed = entries.filter((e) => e.nav?.category === key && shownTo(e, isAdmin));
    const items = placed.map((e) => ({ label: e.nav?.label ?? e.title ?? '', to: e.path }));
    const name = label ?? items[0]?.label;
    return name && items.length > 0 ? [{ label: name, pages: items }] : [];
  });
}

/** The header's menu under a member's nickname: his account pages (spec §2). */
export function accountPages(isAdmin: boolean): NavPage[] {
  return entries
    .filter((e) => e.nav?.category === 'account' && shownTo(e, isAdmin))
    .map((e) => ({ label: e.nav?.label ?? e.title ?? '', to: e.path }));
}

/** The category and page a path belongs to: the page whose path is the longest prefix. */
export function locate(categories: NavCategory[], pathname: string) {
  let best: { category: NavCategory; page: NavPage } | undefined;
  for (const category of categories) {
    for (const page of category.pages) {
      const matches = pathname === page.to || pathname.startsWith(`${page.to}/`);
      if (matches && (!best || page.to.length > best.page.to.length)) best = { category, page };
    }
  }
  return best;
}

export type SectionKey = TabKey;
export type NavSection = { key: SectionKey; label: string; to: string; prefixes: string[] };

/**
 * The sections every page links to directly: the top menu on desktop and the tab bar on
 * phones (issue 19), besides the spec's two dropdowns. Each is the page the table marks with
 * a `tab`, in the table's order; the section holds every path under it.
 */
export const navSections: NavSection[] = entries.flatMap(({ tab, path }) => {
  if (!tab) return [];
  const more = entries.filter((e) => e.inTab === tab).map((e) => e.path);
  return [{ key: tab, label: ko.nav.sections[tab], to: path, prefixes: [path, ...more] }];
});

/** The section a path belongs to, if any. */
export function currentSection(pathname: string): NavSection | undefined {
  return navSections.find((s) =>
    s.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)),
  );
}
