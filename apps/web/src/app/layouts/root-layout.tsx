import { Suspense } from 'react';
import { Outlet } from 'react-router';
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
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <NavBar />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {/* Pages load on first visit (ADR 070); the header and nav stay meanwhile. */}
        <Suspense fallback={<PageLoading />}>
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
