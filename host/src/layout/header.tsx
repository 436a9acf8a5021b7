import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ExternalLink, useHydrated } from '@niec/shared';
import { href } from '@niec/shared/routes';
import { prefetchPath } from '../federation/load-remote';
import { MENU_GROUPS, PRIMARY_LINKS, type MenuGroup } from './nav-data';
import styles from './header.module.css';
import { CartBadge, SavedBadge } from './header-badges';
import { SiteSearchForm } from './site-search-form';
import { WhatsAppLink } from './whatsapp-link';

/** Links of one menu group; shared by the desktop dropdowns and the mobile accordion. */
export function MenuGroupLinks({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  return (
    <ul className={styles.groupList}>
      {group.internal.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className={styles.groupLink}
            onClick={onNavigate}
            onMouseEnter={() => prefetchPath(link.to)}
            onFocus={() => prefetchPath(link.to)}
          >
            {link.label}
          </Link>
        </li>
      ))}
      {group.external.map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href} className={styles.groupLink}>
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A `<details>` whose open state React mirrors, so the platform opens it from the server's HTML (no script, or
 * before hydration) and React can close it (Escape, outside click, navigation) once hydrated. A disclosure opened
 * before hydration stays open: the first effect adopts the element's own state
 * (docs/decisions/007-platform-first-controls.md).
 */
function useDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);
  return { ref, open, setOpen, onToggle };
}

function DesktopDropdown({ group }: { group: MenuGroup }) {
  const { ref, open, setOpen, onToggle } = useDetails();
  const panelId = useId();
  const location = useLocation();

  // Close on navigation (also Back/Forward), adjusting state during render as React advises.
  const [path, setPath] = useState(location.pathname);
  if (path !== location.pathname) {
    setPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ref, setOpen]);

  return (
    <li
      className={styles.dropdown}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <details ref={ref} open={open} onToggle={onToggle} className={styles.disclosure}>
        {/* role and aria-expanded: a summary is announced as a button in every screen reader this way. */}
        <summary role="button" className={styles.navButton} aria-expanded={open} aria-controls={panelId}>
          {group.label}
          <span className={styles.caret} aria-hidden="true" />
        </summary>
        <div id={panelId} className={styles.dropdownPanel}>
          <MenuGroupLinks group={group} onNavigate={() => setOpen(false)} />
        </div>
      </details>
    </li>
  );
}

/** One expandable group of the mobile menu; each opens and closes on its own (docs/product-rules.md#header-and-footer). */
function MobileGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { ref, open, onToggle } = useDetails();
  return (
    <details ref={ref} open={open} onToggle={onToggle} className={styles.disclosure}>
      <summary
        role="button"
        className={styles.mobileGroupButton}
        aria-expanded={open}
        aria-controls={`mobile-group-${group.id}`}
      >
        {group.label}
        <span className={styles.caret} aria-hidden="true" />
      </summary>
      <div id={`mobile-group-${group.id}`} className={styles.mobileGroup}>
        <MenuGroupLinks group={group} onNavigate={onNavigate} />
      </div>
    </details>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <div id="mobile-menu" className={styles.mobileMenu}>
      <SiteSearchForm variant="menu" />
      <nav aria-label="Menu seluler">
        <ul className={styles.mobileList}>
          {PRIMARY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={styles.mobileLink}
                onClick={onClose}
                onFocus={() => prefetchPath(link.to)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          {MENU_GROUPS.map((group) => (
            <li key={group.id}>
              <MobileGroup group={group} onNavigate={onClose} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The mobile menu button's name. Until hydration both names are in the HTML and the stylesheet shows the one of
 * the menu's state (script or not); once hydrated, React names the button itself. A component of its own: the
 * switch after hydration re-renders this label, not the whole header, in the synchronous pass React gives it
 * (docs/decisions/008-hydrate-less.md).
 */
function MenuButtonLabel({ open }: { open: boolean }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <span className="visually-hidden">{open ? 'Tutup menu' : 'Buka menu'}</span>
  ) : (
    <>
      <span className={`visually-hidden ${styles.labelClosed}`}>Buka menu</span>
      <span className={`visually-hidden ${styles.labelOpen}`}>Tutup menu</span>
    </>
  );
}

export function Header() {
  const { ref: menuRef, open: menuOpen, setOpen: setMenuOpen, onToggle: onMenuToggle } = useDetails();
  const location = useLocation();

  const [path, setPath] = useState(location.pathname);
  if (path !== location.pathname) {
    setPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, setMenuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={href('home')} className={styles.logo} aria-label="NIEC Indonesia, ke beranda">
          {/* The mark as inline SVG and the wordmark as text: an <img> of an SVG with text costs the phone a
              document of its own to parse and lay out before the first paint (docs/decisions/008-hydrate-less.md). */}
          <svg
            className={styles.logoMark}
            viewBox="0 0 44 44"
            width="44"
            height="44"
            aria-hidden="true"
            focusable="false"
          >
            <rect width="44" height="44" rx="10" fill="#0b3b75" />
            <path d="M10 33V11h5.5l11.7 14V11h5.6v22h-5.5L15.6 19v14z" fill="#fff" />
            <circle cx="36" cy="9" r="4.5" fill="#d94f04" />
          </svg>
          <span className={styles.wordmark} aria-hidden="true">
            <span className={styles.wordmarkName}>NIEC</span>
            <span className={styles.wordmarkPlace}>INDONESIA</span>
          </span>
        </Link>
        <nav className={styles.desktopNav} aria-label="Menu utama">
          <ul className={styles.navList}>
            {PRIMARY_LINKS.slice(0, 2).map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={styles.navLink}
                  onMouseEnter={() => prefetchPath(link.to)}
                  onFocus={() => prefetchPath(link.to)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            {MENU_GROUPS.map((group) => (
              <DesktopDropdown key={group.id} group={group} />
            ))}
            {PRIMARY_LINKS.slice(2).map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={styles.navLink}
                  onMouseEnter={() => prefetchPath(link.to)}
                  onFocus={() => prefetchPath(link.to)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <SiteSearchForm variant="header" />
          <WhatsAppLink />
          <SavedBadge />
          <CartBadge />
          {/* The mobile menu is a <details>: it opens from the server's HTML, with or without script. */}
          <details ref={menuRef} open={menuOpen} onToggle={onMenuToggle} className={styles.mobileDisclosure}>
            <summary role="button" className={styles.menuToggle} aria-expanded={menuOpen} aria-controls="mobile-menu">
              <span className={styles.burger} aria-hidden="true" />
              <MenuButtonLabel open={menuOpen} />
            </summary>
            <MobileMenu onClose={() => setMenuOpen(false)} />
          </details>
        </div>
      </div>
    </header>
  );
}
