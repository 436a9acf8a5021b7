import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '@niec/shared/routes';
import styles from './site-search-form.module.css';

/**
 * The site search's field (docs/decisions/014-site-search.md): a GET form to /cari, so it works from the server's
 * HTML, before hydration and without JavaScript; once hydrated it navigates in the browser to the same URL. An
 * empty search opens the search page with its suggestions.
 */
export function SiteSearchForm({ variant }: { variant: 'header' | 'menu' }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const q = typeof value === 'string' ? value.trim() : '';
    void navigate(href('search', undefined, q ? { q } : undefined));
  };
  return (
    <form
      role="search"
      method="get"
      action={href('search')}
      onSubmit={submit}
      className={variant === 'header' ? styles.headerSearch : styles.menuSearch}
    >
      <input
        aria-label="Cari di situs NIEC Indonesia"
        className={styles.searchInput}
        type="search"
        name="q"
        maxLength={100}
        placeholder="Cari beasiswa, negara, artikel…"
      />
      <button type="submit" className={styles.searchButton} aria-label="Cari di situs">
        <span className={styles.searchIcon} aria-hidden="true" />
      </button>
    </form>
  );
}
