import { Suspense } from 'react';
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
      {/* A boundary of its own: React hydrates the header in a later, interruptible pass instead of in the first
          one, which runs without yielding to input (docs/decisions/008-hydrate-less.md). It never suspends in the
          browser; on the server its WhatsApp link waits for the page's title (page-title.ts), and the document is
          sent once it has it, so the header is in the HTML whole and in place. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {/* The footer too: out of the root's first pass, which blocks input for as long as it runs; it never suspends. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
