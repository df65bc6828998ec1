import type { ComponentType } from 'react';
import { createElement, lazy } from 'react';

/*
 * The page registry: every page but the home and not-found pages, each listed once and
 * loaded on first visit (ADR 070), so the home page's bundle carries only what it shows.
 * Page tests call preloadPages() once (src/test/setup.ts) and then render every page
 * synchronously, as before code splitting.
 */
type Props<C> = C extends ComponentType<infer P> ? P : never;
type LoadedPage<P> = ComponentType<P> & { preload: () => Promise<void> };

const registry: LoadedPage<never>[] = [];

function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type P = Props<M[K]> & object;
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded = (await load())[name] as ComponentType<P>;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  const entry = Object.assign(Page, { preload }) as LoadedPage<P>;
  registry.push(entry as LoadedPage<never>);
  return entry;
}

/** Loads every page's module: tests then render pages without suspending. */
export const preloadPages = () => Promise.all(registry.map((p) => p.preload()));

export const FindPasswordPage = page(
  () => import('../features/auth/pages/find-password-page'),
  'FindPasswordPage',
);
export const LoginPage = page(() => import('../features/auth/pages/login-page'), 'LoginPage');
export const ResetPasswordPage = page(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
export const SignupPage = page(() => import('../features/auth/pages/signup-page'), 'SignupPage');
export const AdoptPage = page(() => import('../features/dogs/pages/adopt-page'), 'AdoptPage');
export const AdoptProcessPage = page(
  () => import('../features/dogs/pages/adopt-process-page'),
  'AdoptProcessPage',
);
export const DogDetailPage = page(
  () => import('../features/dogs/pages/dog-detail-page'),
  'DogDetailPage',
);
export const MypageEditPage = page(
  () => import('../features/users/pages/mypage-edit-page'),
  'MypageEditPage',
);
export const AdminUserPage = page(
  () => import('../features/users/pages/admin-user-page'),
  'AdminUserPage',
);
export const MypagePage = page(() => import('../features/users/pages/mypage-page'), 'MypagePage');
export const InquiryDetailPage = page(
  () => import('../features/inquiries/pages/inquiry-detail-page'),
  'InquiryDetailPage',
);
export const InquiryListPage = page(
  () => import('../features/inquiries/pages/inquiry-list-page'),
  'InquiryListPage',
);
export const InquiryWritePage = page(
  () => import('../features/inquiries/pages/inquiry-write-page'),
  'InquiryWritePage',
);
export const NoticeDetailPage = page(
  () => import('../features/notices/pages/notice-detail-page'),
  'NoticeDetailPage',
);
export const NoticeListPage = page(
  () => import('../features/notices/pages/notice-list-page'),
  'NoticeListPage',
);
export const NoticeWritePage = page(
  () => import('../features/notices/pages/notice-write-page'),
  'NoticeWritePage',
);
export const ReportEditPage = page(
  () => import('../features/reports/pages/report-edit-page'),
  'ReportEditPage',
);
export const ReportHowPage = page(
  () => import('../features/reports/pages/report-how-page'),
  'ReportHowPage',
);
export const ReportViewPage = page(
  () => import('../features/reports/pages/report-view-page'),
  'ReportViewPage',
);
export const ReportWritePage = page(
  () => import('../features/reports/pages/report-write-page'),
  'ReportWritePage',
);
export const ReportsPage = page(
  () => import('../features/reports/pages/reports-page'),
  'ReportsPage',
);
export const AdminPage = page(() => import('./routes/admin-page'), 'AdminPage');
export const LookupRoute = page(() => import('./routes/lookup-route'), 'LookupRoute');
export const SheltersPage = page(
  () => import('../features/shelters/pages/shelters-page'),
  'SheltersPage',
);
export const PredictDogPage = page(
  () => import('../features/search/pages/predict-dog-page'),
  'PredictDogPage',
);
export const SearchResultPage = page(
  () => import('../features/search/pages/search-result-page'),
  'SearchResultPage',
);
