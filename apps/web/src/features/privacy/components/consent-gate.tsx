import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { meQueryOptions } from '../../auth';

// The screen is rare: it stays out of every page's first download (the home budget).
const ReconsentScreen = lazy(() => import('./reconsent-screen'));

/**
 * After a policy changes, a member sees only the 약관 변경 동의 screen (and the policies
 * themselves) until they agree (ADR 161). The header's `me` query says what is asked.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const me = useQuery({ ...meQueryOptions(), enabled: isLoggedIn });
  const { pathname } = useLocation();
  const asked = isLoggedIn ? (me.data?.consentRequired ?? []) : [];
  if (asked.length === 0 || pathname === paths.privacy || pathname === paths.terms) {
    return children;
  }
  return (
    <Suspense fallback={null}>
      <ReconsentScreen asked={asked} />
    </Suspense>
  );
}
