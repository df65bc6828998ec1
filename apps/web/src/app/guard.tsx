import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { returnPath } from '../lib/return-path';
import { useSession } from '../lib/use-session';
import type { Guard } from './page-entry';
import { lazyModule } from '../lib/module-loads';
import { PageLoading } from './layouts/page-loading';

// Only a visitor or member who opens a page not meant for him sees it: it loads then, not
// with the home page (ADR 103's budget).
const GatePage = lazyModule(() => import('./gate-pages'));

type Props = {
  guard?: Guard | undefined;
  title?: string | undefined;
  forbidden?: string | undefined;
  membersGo?: string | undefined;
};

/**
 * Lets through whoever the page is for (page-table.ts). A visitor on a members' or admins'
 * page gets a page saying why, with log-in and sign-up links that come back here; a member on
 * an admins' page is told he may not (issue 27), or sent where the spec says (the admin
 * page: to /mypage, spec §6). The server enforces every permission; this
 * only spares a person a form he cannot send.
 */
export function Guarded({
  guard = 'public',
  title = '',
  forbidden,
  membersGo,
  children,
}: Props & {
  children: ReactNode;
}) {
  const { isLoggedIn, isAdmin } = useSession();
  const [search] = useSearchParams();
  // A member has nothing to do on the log-in page (spec §2): back to where he was going.
  if (guard === 'visitors' && isLoggedIn) {
    return <Redirect to={returnPath(search.get('from'), paths.home)} />;
  }
  if ((guard === 'members' || guard === 'admins') && !isLoggedIn) {
    return <GatePage kind="login" title={title} />;
  }
  if (guard === 'admins' && !isAdmin) {
    if (membersGo) return <Redirect to={membersGo} />;
    return <GatePage kind="forbidden" title={title} reason={forbidden} />;
  }
  return children;
}

/**
 * Goes on to `to`, saying "불러오는 중…" until that page shows: the router keeps this one on
 * screen while the next page's module loads, and an empty page would look finished.
 */
function Redirect({ to }: { to: string }) {
  return (
    <>
      <Navigate to={to} replace />
      <PageLoading />
    </>
  );
}
