import { ko } from '../locales/ko';
import { paths } from './paths';

export type NavPage = { label: string; to: string; adminOnly?: boolean };
export type NavCategory = { label: string; pages: NavPage[] };

/** The navigation bar's categories and sub-pages (spec §2 "Header and navigation"). */
export function navCategories(isAdmin: boolean): NavCategory[] {
  const categories: NavCategory[] = [
    {
      label: ko.nav.lookup,
      pages: [
        { label: ko.nav.lookupAll, to: paths.lookup },
        { label: ko.nav.predict, to: paths.predictDog },
      ],
    },
    {
      label: ko.nav.report,
      pages: [
        { label: ko.nav.reportList, to: paths.reports },
        { label: ko.nav.reportWrite, to: paths.reportWrite },
        { label: ko.nav.reportHow, to: paths.reportHow },
      ],
    },
    {
      label: ko.nav.adopt,
      pages: [
        { label: ko.nav.adoptList, to: paths.adopt },
        { label: ko.nav.adoptProcess, to: paths.adoptProcess },
      ],
    },
    { label: ko.nav.shelters, pages: [{ label: ko.nav.shelterSearch, to: paths.shelters }] },
    {
      label: ko.nav.board,
      pages: [
        { label: ko.nav.notices, to: paths.notices },
        { label: ko.nav.noticeWrite, to: paths.noticeWrite, adminOnly: true },
        { label: ko.nav.inquiries, to: paths.inquiries },
        { label: ko.nav.inquiryWrite, to: paths.inquiryWrite },
      ],
    },
    {
      label: isAdmin ? ko.nav.admin : ko.nav.my,
      pages: [
        isAdmin
          ? { label: ko.nav.admin, to: paths.adminpage }
          : { label: ko.nav.my, to: paths.mypage },
      ],
    },
  ];
  return categories.map((c) => ({ ...c, pages: c.pages.filter((p) => isAdmin || !p.adminOnly) }));
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

export type NavSection = { key: SectionKey; label: string; to: string; prefixes: string[] };
export type SectionKey = 'lookup' | 'report' | 'adopt' | 'shelters' | 'notices' | 'inquiries';

/**
 * The six sections every page links to directly: the top menu on desktop and the tab bar on
 * phones (issue 19), besides the spec's two dropdowns.
 */
export const navSections: NavSection[] = [
  { key: 'lookup', label: ko.nav.sections.lookup, to: paths.lookup, prefixes: [paths.lookup] },
  { key: 'report', label: ko.nav.sections.report, to: paths.reports, prefixes: [paths.reports] },
  { key: 'adopt', label: ko.nav.sections.adopt, to: paths.adopt, prefixes: [paths.adopt] },
  {
    key: 'shelters',
    label: ko.nav.sections.shelters,
    to: paths.shelters,
    prefixes: [paths.shelters],
  },
  { key: 'notices', label: ko.nav.sections.notices, to: paths.notices, prefixes: [paths.notices] },
  {
    key: 'inquiries',
    label: ko.nav.sections.inquiries,
    to: paths.inquiries,
    prefixes: [paths.inquiries],
  },
];

/** The section a path belongs to, if any. */
export function currentSection(pathname: string): NavSection | undefined {
  return navSections.find((s) =>
    s.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)),
  );
}
