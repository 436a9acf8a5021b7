import { useId, useState, type FormEvent } from 'react';
import { uiClasses } from '@niec/shared';
import type { BranchOption } from '../model';
import type { VacancyFilter } from '../api/filter-vacancies';
import styles from '../vacancies.module.css';

interface VacancyFiltersProps {
  initial: VacancyFilter;
  branches: BranchOption[];
  categories: string[];
  onSearch: (filter: VacancyFilter) => void;
}

/** Branch and job-category selects with the 'Cari' button. Mounted with a key per URL so back/forward resyncs it. */
export function VacancyFilters({ initial, branches, categories, onSearch }: VacancyFiltersProps) {
  const [area, setArea] = useState(initial.area);
  const [category, setCategory] = useState(initial.category);
  const areaId = useId();
  const categoryId = useId();
  // A shared link may name a branch or category the API no longer lists: keep it selectable.
  const branchOptions =
    area && !branches.some((b) => b.id === area) && branches.length > 0
      ? [...branches, { id: area, name: area }]
      : branches;
  const categoryOptions =
    category && !categories.includes(category) && categories.length > 0 ? [...categories, category] : categories;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ area, category });
  };

  return (
    <form className={styles.filters} role="search" aria-label="Cari lowongan" onSubmit={submit}>
      <div className={styles.filterField}>
        <label htmlFor={areaId} className={styles.filterLabel}>
          Cabang
        </label>
        <select
          id={areaId}
          name="area"
          className={uiClasses.input}
          value={area}
          onChange={(event) => setArea(event.target.value)}
        >
          <option value="">Semua cabang</option>
          {branchOptions.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={categoryId} className={styles.filterLabel}>
          Kategori pekerjaan
        </label>
        <select
          id={categoryId}
          name="kategori"
          className={uiClasses.input}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">Semua kategori</option>
          {categoryOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${uiClasses.button} ${styles.searchButton}`}>
        Cari
      </button>
    </form>
  );
}
