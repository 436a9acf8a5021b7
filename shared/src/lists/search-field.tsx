import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { uiClasses } from '@niec/shared';
import { changeSearch } from './paging';
import { readSearch, SEARCH_MAX_LENGTH, SEARCH_PARAM } from './search';
import styles from './lists.module.css';

export interface SearchFieldProps {
  /** The visible label, e.g. 'Cari artikel'. */
  label: string;
  placeholder?: string;
}

/**
 * A list's search, kept in the URL as `?q=` beside the list's other keys (a category, the filters); a
 * new search goes back to page 1. It is a GET form, so it works before the page is hydrated and
 * without JavaScript; with JavaScript it navigates in the browser. 'Hapus' clears the search.
 */
export function SearchField({ label, placeholder }: SearchFieldProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const current = readSearch(new URLSearchParams(search));
  const [value, setValue] = useState(current);
  // Back/Forward or a link to another search shows that search in the field.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }

  const go = (next: string) => {
    const query = changeSearch(search, { [SEARCH_PARAM]: next.trim() });
    void navigate(`${pathname}${query}`);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(value);
  };
  // The list's other keys travel with the form when it is sent without JavaScript (the page starts at 1).
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== SEARCH_PARAM && key !== 'page');

  return (
    <form className={styles.search} role="search" method="get" action={pathname} onSubmit={submit}>
      <label className={styles.searchLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          className={`${uiClasses.input} ${styles.searchInput}`}
          type="search"
          name={SEARCH_PARAM}
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setValue(event.target.value)}
        />
        {kept.map(([key, keptValue], index) => (
          <input key={`${key}-${index}`} type="hidden" name={key} value={keptValue} />
        ))}
        <button className={styles.searchButton} type="submit">
          Cari
        </button>
        {current ? (
          <button
            className={styles.searchClear}
            type="button"
            onClick={() => {
              setValue('');
              go('');
            }}
          >
            Hapus
          </button>
        ) : null}
      </div>
    </form>
  );
}
