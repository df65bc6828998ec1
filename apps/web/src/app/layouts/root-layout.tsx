import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { NavBar } from './nav-bar';
import styles from './root-layout.module.css';

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <Header />
      <NavBar />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
