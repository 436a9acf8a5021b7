import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ExternalLink, getConfig, useCartStore } from '@niec/shared';
import logoUrl from '../assets/logo.svg';
import { prefetchPath } from '../federation/load-remote';
import { MENU_GROUPS, PRIMARY_LINKS, type MenuGroup } from './nav-data';
import styles from './header.module.css';

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.4-.3Z"
      />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1l3.4-6.4A1 1 0 0 0 21.4 5H6.2l-.9-2H2v2h2l3.6 7.6-1.3 2.4A2 2 0 0 0 8 18h12v-2H8l1.1-2Z"
      />
    </svg>
  );
}

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

function DesktopDropdown({ group }: { group: MenuGroup }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
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
        ref.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li
      ref={ref}
      className={styles.dropdown}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {group.label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.dropdownPanel} hidden={!open}>
        <MenuGroupLinks group={group} onNavigate={() => setOpen(false)} />
      </div>
    </li>
  );
}

function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [expanded, setExpanded] = useState<MenuGroup['id'] | null>(null);
  return (
    <div id="mobile-menu" className={styles.mobileMenu} hidden={!open}>
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
          {MENU_GROUPS.map((group) => {
            const isOpen = expanded === group.id;
            return (
              <li key={group.id}>
                <button
                  type="button"
                  className={styles.mobileGroupButton}
                  aria-expanded={isOpen}
                  aria-controls={`mobile-group-${group.id}`}
                  onClick={() => setExpanded(isOpen ? null : group.id)}
                >
                  {group.label}
                  <span className={styles.caret} aria-hidden="true" />
                </button>
                <div id={`mobile-group-${group.id}`} hidden={!isOpen} className={styles.mobileGroup}>
                  <MenuGroupLinks group={group} onNavigate={onClose} />
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

export function CartBadge() {
  const count = useCartStore((state) => state.totalUniqueItems);
  return (
    <Link
      to="/merchandise?view=cart"
      className={styles.cart}
      aria-label={`Keranjang belanja, ${count} produk`}
      data-testid="cart-badge"
      onMouseEnter={() => prefetchPath('/merchandise')}
      onFocus={() => prefetchPath('/merchandise')}
    >
      <CartIcon />
      <span className={styles.cartCount} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const { whatsappUrl } = getConfig();

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
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label="NIEC Indonesia, ke beranda">
          <img src={logoUrl} alt="" width={180} height={44} />
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
          <ExternalLink href={whatsappUrl} className={styles.whatsapp} label="Hubungi kami via WhatsApp">
            <WhatsAppIcon />
            <span className={styles.whatsappText} aria-hidden="true">
              WhatsApp
            </span>
          </ExternalLink>
          <CartBadge />
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className="visually-hidden">{menuOpen ? 'Tutup menu' : 'Buka menu'}</span>
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
