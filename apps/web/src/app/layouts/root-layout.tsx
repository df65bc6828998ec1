import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { ConsentGate } from '../../features/privacy/components/consent-gate';
import { Footer } from './footer';
import { Header } from './header';
import { NavBar } from './nav-bar';
import { PageLoading } from './page-loading';
import { ReadyMarker } from './ready-marker';
import { MAIN_ID, SkipLink } from './skip-link';
import { TabBar } from './tab-bar';
import { useRouteTitle } from './use-route-title';
import styles from './root-layout.module.css';

export function RootLayout() {
  useRouteTitle();
  // One boundary per page: going to another page whose module is still loading shows the
  // loading line at once, where React would keep the last page on screen under the new
  // address (a form filled in then belongs to the page that goes away).
  const page = useMatches().at(-1)?.id;
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <NavBar />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {/* Pages load on first visit (ADR 070); the header and nav stay meanwhile. */}
        <Suspense key={page} fallback={<PageLoading />}>
          <ConsentGate>
            <Outlet />
          </ConsentGate>
          <ReadyMarker />
        </Suspense>
      </main>
      <Footer />
      <TabBar />
    </div>
  );
}
