import { noticeMessages } from '@chajul/contracts';
import { paths } from '../config/paths';
import { ko } from '../locales/ko';
import type { CategoryKey, PageEntry } from './page-entry';
import { page } from './page-entry';

/**
 * Every page of the site, once (issue 28): the routes (routes.tsx), the lazy loading and the
 * tests' preloading (pages.ts), the navigation bar, the tab bar and the header's menu
 * (navigation.ts), the browser's titles and the e2e walk of every page
 * (e2e/support/page-walk.ts) are all read from here. Adding a page is one entry here and its
 * page file. The order is the navigation's order. Only `import()` reaches a page's module, so
 * this table adds no page code to the first bundle, and the e2e walk can read it in Node.
 */
export const pages = {
  // The home and not-found pages are in the first bundle (routes.tsx), not loaded later.
  home: { path: paths.home },
  login: page({
    path: paths.login,
    title: ko.nav.login,
    guard: 'visitors',
    load: () => import('../features/auth/pages/login-page').then((m) => m.LoginPage),
  }),
  signup: page({
    path: paths.signup,
    title: ko.nav.signup,
    guard: 'visitors',
    load: () => import('../features/auth/pages/signup-page').then((m) => m.SignupPage),
  }),
  findPassword: page({
    path: paths.findPassword,
    title: ko.pageTitles.findPassword,
    load: () => import('../features/auth/pages/find-password-page').then((m) => m.FindPasswordPage),
  }),
  resetPassword: page({
    path: paths.resetPassword,
    title: ko.pageTitles.resetPassword,
    load: () =>
      import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  }),
  lookup: page({
    path: paths.lookup,
    title: ko.nav.lookup,
    nav: { category: 'lookup', label: ko.nav.lookupAll },
    tab: 'lookup',
    load: () => import('./routes/lookup-route').then((m) => m.LookupRoute),
  }),
  lookupDog: page({
    path: paths.lookupDog(':dogId'),
    title: ko.pageTitles.dogDetail,
    load: () => import('../features/dogs/pages/dog-detail-page').then((m) => m.DogDetailPage),
    props: { backTo: paths.lookup },
  }),
  predictDog: page({
    path: paths.predictDog,
    title: ko.nav.predict,
    nav: { category: 'lookup' },
    load: () => import('../features/search/pages/predict-dog-page').then((m) => m.PredictDogPage),
  }),
  searchResult: page({
    path: paths.searchResult,
    title: ko.pageTitles.searchResult,
    load: () =>
      import('../features/search/pages/search-result-page').then((m) => m.SearchResultPage),
  }),
  predictedDog: page({
    path: paths.predictedDog(':dogId'),
    title: ko.pageTitles.dogDetail,
    load: () => import('../features/dogs/pages/dog-detail-page').then((m) => m.DogDetailPage),
    props: { backTo: paths.searchResult },
  }),
  reports: page({
    path: paths.reports,
    title: ko.nav.reportList,
    nav: { category: 'report' },
    tab: 'report',
    load: () => import('../features/reports/pages/reports-page').then((m) => m.ReportsPage),
  }),
  reportWrite: page({
    path: paths.reportWrite,
    title: ko.nav.reportWrite,
    // Open to visitors: their report waits for the mailed link (issue 39 item 2, ADR 243).
    nav: { category: 'report' },
    load: () =>
      import('../features/reports/pages/report-write-page').then((m) => m.ReportWritePage),
  }),
  reportHow: page({
    path: paths.reportHow,
    title: ko.nav.reportHow,
    nav: { category: 'report' },
    load: () => import('../features/reports/pages/report-how-page').then((m) => m.ReportHowPage),
  }),
  reportView: page({
    path: '/report/view',
    aliases: ['/report/view/detail'],
    title: ko.pageTitles.reportView,
    load: () => import('../features/reports/pages/report-view-page').then((m) => m.ReportViewPage),
  }),
  reportEdit: page({
    path: '/report/edit',
    title: ko.pageTitles.reportEdit,
    guard: 'members',
    load: () => import('../features/reports/pages/report-edit-page').then((m) => m.ReportEditPage),
  }),
  // Found and seen reports (issue 25): under 실종 신고, open to visitors (ADR 135).
  sightings: page({
    path: paths.sightings,
    title: ko.pageTitles.sightings,
    nav: { category: 'report' },
    inTab: 'report',
    load: () => import('../features/sightings/pages/sightings-page').then((m) => m.SightingsPage),
  }),
  // The map of lost, found and seen dogs and shelters (issue 26), open to visitors.
  map: page({
    path: paths.map,
    title: ko.pageTitles.map,
    nav: { category: 'report' },
    inTab: 'report',
    load: () => import('../features/map/pages/map-page').then((m) => m.MapPage),
  }),
  sightingWrite: page({
    path: paths.sightingWrite,
    title: ko.pageTitles.sightingWrite,
    nav: { category: 'report' },
    load: () =>
      import('../features/sightings/pages/sighting-write-page').then((m) => m.SightingWritePage),
  }),
  sightingView: page({
    path: '/sighting/view',
    title: ko.pageTitles.sightings,
    load: () =>
      import('../features/sightings/pages/sighting-view-page').then((m) => m.SightingViewPage),
  }),
  sightingEdit: page({
    path: '/sighting/edit',
    title: ko.pageTitles.sightingEdit,
    load: () =>
      import('../features/sightings/pages/sighting-edit-page').then((m) => m.SightingEditPage),
  }),
  lostManage: page({
    path: paths.lostManage,
    title: ko.pageTitles.lostManage,
    load: () => import('../features/reports/pages/lost-manage-page').then((m) => m.LostManagePage),
  }),
  // A QR 인식표's page (issue 40 item 2, ADR 252): anyone who scans it, no login.
  tagPage: page({
    path: paths.tagPage,
    title: ko.pageTitles.tagPage,
    load: () => import('../features/pets/pages/tag-page').then((m) => m.TagPage),
  }),
  sightingManage: page({
    path: paths.sightingManage,
    title: ko.pageTitles.sightingManage,
    load: () =>
      import('../features/sightings/pages/sighting-manage-page').then((m) => m.SightingManagePage),
  }),
  // 동네 실종견 알림 (issue 39 item 1, ADR 240): anyone subscribes; the link pages need no login.
  neighbours: page({
    path: paths.neighbours,
    title: ko.pageTitles.neighbours,
    nav: { category: 'report' },
    inTab: 'report',
    load: () =>
      import('../features/neighbours/pages/neighbours-page').then((m) => m.NeighboursPage),
  }),
  neighboursManage: page({
    path: paths.neighboursManage,
    title: ko.pageTitles.neighboursManage,
    load: () =>
      import('../features/neighbours/pages/neighbours-manage-page').then(
        (m) => m.NeighboursManagePage,
      ),
  }),
  neighboursOff: page({
    path: paths.neighboursOff,
    title: ko.pageTitles.neighboursOff,
    load: () =>
      import('../features/neighbours/pages/neighbours-off-page').then((m) => m.NeighboursOffPage),
  }),
  mailOff: page({
    path: paths.mailOff,
    title: ko.pageTitles.mailOff,
    load: () => import('../features/notifications/pages/mail-off-page').then((m) => m.MailOffPage),
  }),
  adopt: page({
    path: paths.adopt,
    title: ko.nav.adoptList,
    nav: { category: 'adopt' },
    tab: 'adopt',
    load: () => import('../features/dogs/pages/adopt-page').then((m) => m.AdoptPage),
  }),
  adoptProcess: page({
    path: paths.adoptProcess,
    title: ko.nav.adoptProcess,
    nav: { category: 'adopt' },
    load: () => import('../features/dogs/pages/adopt-process-page').then((m) => m.AdoptProcessPage),
  }),
  adoptDog: page({
    path: paths.adoptDog(':dogId'),
    title: ko.pageTitles.dogDetail,
    load: () => import('../features/dogs/pages/dog-detail-page').then((m) => m.DogDetailPage),
    props: { backTo: paths.adopt },
  }),
  shelters: page({
    path: paths.shelters,
    title: ko.nav.shelterSearch,
    nav: { category: 'shelters' },
    tab: 'shelters',
    load: () => import('../features/shelters/pages/shelters-page').then((m) => m.SheltersPage),
  }),
  shelter: page({
    path: paths.shelter(':shelterId'),
    title: ko.pageTitles.shelter,
    nav: { category: 'shelters' },
    load: () => import('../features/shelters/pages/shelter-page').then((m) => m.ShelterPage),
  }),
  notices: page({
    path: paths.notices,
    title: ko.nav.notices,
    nav: { category: 'board' },
    tab: 'notices',
    load: () => import('../features/notices/pages/notice-list-page').then((m) => m.NoticeListPage),
  }),
  noticeWrite: page({
    path: paths.noticeWrite,
    title: ko.nav.noticeWrite,
    guard: 'admins',
    nav: { category: 'board' },
    forbidden: noticeMessages.noWritePermission,
    load: () =>
      import('../features/notices/pages/notice-write-page').then((m) => m.NoticeWritePage),
  }),
  noticeDetail: page({
    path: paths.noticeDetail,
    aliases: [paths.notice(':id')],
    title: ko.nav.notices,
    load: () =>
      import('../features/notices/pages/notice-detail-page').then((m) => m.NoticeDetailPage),
  }),
  inquiries: page({
    path: paths.inquiries,
    title: ko.nav.inquiries,
    nav: { category: 'board' },
    tab: 'inquiries',
    load: () =>
      import('../features/inquiries/pages/inquiry-list-page').then((m) => m.InquiryListPage),
  }),
  inquiryWrite: page({
    path: paths.inquiryWrite,
    title: ko.nav.inquiryWrite,
    guard: 'members',
    nav: { category: 'board' },
    load: () =>
      import('../features/inquiries/pages/inquiry-write-page').then((m) => m.InquiryWritePage),
  }),
  inquiryEdit: page({
    path: paths.inquiryEditPage,
    title: ko.pageTitles.inquiryEdit,
    guard: 'members',
    load: () =>
      import('../features/inquiries/pages/inquiry-write-page').then((m) => m.InquiryWritePage),
  }),
  inquiryDetail: page({
    path: paths.inquiryDetail,
    aliases: [paths.inquiry(':id')],
    title: ko.nav.inquiries,
    load: () =>
      import('../features/inquiries/pages/inquiry-detail-page').then((m) => m.InquiryDetailPage),
  }),
  mypage: page({
    path: paths.mypage,
    title: ko.nav.my,
    guard: 'members',
    nav: { category: 'account', audience: 'non-admins' },
    load: () => import('../features/users/pages/mypage-page').then((m) => m.MypagePage),
  }),
  mypageEdit: page({
    path: paths.mypageEdit,
    title: ko.pageTitles.mypageEdit,
    guard: 'members',
    load: () => import('../features/users/pages/mypage-edit-page').then((m) => m.MypageEditPage),
  }),
  // Issue 29: the policies, linked from the footer and the signup form.
  privacy: page({
    path: paths.privacy,
    title: ko.pageTitles.privacy,
    load: () => import('../features/privacy/pages/privacy-page').then((m) => m.PrivacyPage),
  }),
  terms: page({
    path: paths.terms,
    title: ko.pageTitles.terms,
    load: () => import('../features/privacy/pages/terms-page').then((m) => m.TermsPage),
  }),
  adminpage: page({
    path: paths.adminpage,
    title: ko.nav.admin,
    guard: 'admins',
    membersGo: paths.mypage,
    nav: { category: 'account' },
    load: () => import('./routes/admin-page').then((m) => m.AdminPage),
  }),
  // Public: a visitor finder opens it through the private link of his found/seen report
  // (ADR 143); the page itself tells anyone else how to get in.
  messages: page({
    path: paths.messages,
    title: ko.nav.messages,
    nav: { category: 'account' },
    load: () => import('../features/conversations/pages/messages-page').then((m) => m.MessagesPage),
  }),
  adminUser: page({
    path: paths.adminUser(':id'),
    title: ko.pageTitles.adminMember,
    guard: 'admins',
    membersGo: paths.mypage,
    load: () => import('../features/users/pages/admin-user-page').then((m) => m.AdminUserPage),
  }),
  notFound: { path: '*', title: ko.notFound.title },
} satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;

/** The navigation bar's categories in order; a category without a label takes its page's. */
export const categories: { key: CategoryKey; label?: string }[] = [
  { key: 'lookup', label: ko.nav.lookup },
  { key: 'report', label: ko.nav.report },
  { key: 'adopt', label: ko.nav.adopt },
  { key: 'shelters', label: ko.nav.shelters },
  { key: 'board', label: ko.nav.board },
  // "마이페이지" for a member, "관리자 페이지" for an admin (spec §2).
  { key: 'account' },
];
