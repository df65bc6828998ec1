import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/use-session';

/** Admin pages: a visitor is sent to /login, a member to /mypage (spec §6). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isLoggedIn, isAdmin } = useSession();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (!isAdmin) return <Navigate to={paths.mypage} replace />;
  return children;
}
