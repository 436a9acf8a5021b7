import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';

/** The main layout: every route but tracking renders inside it. */
export function Layout() {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Langsung ke konten
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
