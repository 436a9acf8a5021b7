import { useId, useMemo, useState } from 'react';
import { useCombobox } from 'downshift';
import { uiClasses, type School } from '@niec/shared';
import styles from './school-combobox.module.css';

export const SCHOOL_EMPTY_MESSAGE = 'data tidak ditemukan, kosongkan pilihan.';
/** Province lists can hold thousands of schools: only this many matches are rendered. */
const MAX_RESULTS = 50;

function matches(school: School, query: string): boolean {
  return school.nama_sekolah.toLowerCase().includes(query.trim().toLowerCase());
}

/**
 * The single-choice searchable school list (docs/product-rules.md#checkout), on downshift's useCombobox: an ARIA
 * 1.2 combobox operable with the arrow keys, Enter and Escape.
 */
export function SchoolCombobox({
  schools,
  value,
  onChange,
  disabled,
  loading,
  hint,
}: {
  schools: School[];
  /** The chosen kode_sekolah ('' when none). */
  value: string;
  onChange: (kodeSekolah: string) => void;
  disabled: boolean;
  loading: boolean;
  hint: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const selectedItem = useMemo(() => schools.find((s) => s.kode_sekolah === value) ?? null, [schools, value]);
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => {
    const all = query && query !== selectedItem?.nama_sekolah ? schools.filter((s) => matches(s, query)) : schools;
    return all.slice(0, MAX_RESULTS);
  }, [schools, query, selectedItem]);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<School>({
      id,
      items: filtered,
      selectedItem,
      itemToString: (school) => school?.nama_sekolah ?? '',
      itemToKey: (school) => school?.kode_sekolah,
      onSelectedItemChange: ({ selectedItem: school }) => onChange(school?.kode_sekolah ?? ''),
      onInputValueChange: ({ inputValue, type }) => {
        setQuery(inputValue);
        // Emptying the text empties the choice ('kosongkan pilihan').
        if (inputValue === '' && type === useCombobox.stateChangeTypes.InputChange) onChange('');
      },
      getA11yStatusMessage: ({ isOpen: open }) =>
        open ? (filtered.length > 0 ? `${filtered.length} sekolah ditemukan.` : SCHOOL_EMPTY_MESSAGE) : '',
    });

  const showEmpty = isOpen && !loading && filtered.length === 0;
  return (
    <div className={uiClasses.field}>
      <label className={uiClasses.label} {...getLabelProps()}>
        Sekolah
      </label>
      <div className={styles.control}>
        <input
          className={`${uiClasses.input} ${styles.input}`}
          placeholder={loading ? 'Memuat daftar sekolah...' : 'Ketik nama sekolah'}
          {...getInputProps({ disabled, 'aria-describedby': hintId })}
        />
        {selectedItem && !disabled ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setQuery('');
              onChange('');
            }}
            aria-label="Kosongkan pilihan sekolah"
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        <button
          type="button"
          className={styles.toggle}
          {...getToggleButtonProps({ disabled, 'aria-label': 'Tampilkan daftar sekolah' })}
        >
          <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
        </button>
        <ul className={`${styles.menu} ${isOpen && filtered.length > 0 ? styles.menuOpen : ''}`} {...getMenuProps()}>
          {isOpen
            ? filtered.map((school, index) => (
                <li
                  key={school.kode_sekolah}
                  className={`${styles.option} ${highlightedIndex === index ? styles.highlighted : ''} ${
                    selectedItem?.kode_sekolah === school.kode_sekolah ? styles.selected : ''
                  }`}
                  {...getItemProps({ item: school, index })}
                >
                  {school.nama_sekolah}
                </li>
              ))
            : null}
        </ul>
      </div>
      {showEmpty ? <p className={styles.empty}>{SCHOOL_EMPTY_MESSAGE}</p> : null}
      <p id={hintId} className={uiClasses.hint}>
        {hint}
      </p>
    </div>
  );
}
