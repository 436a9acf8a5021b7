import { useId } from 'react';
import type { FilterOption } from '../model';
import { isSelected, type FilterGroup, type FilterSelection } from '../lib/filter-state';
import styles from './filter-accordion.module.css';

export interface FilterGroupView {
  group: FilterGroup;
  title: string;
  /** null: the options failed to load; undefined: still loading. */
  options: FilterOption[] | null | undefined;
}

interface FilterAccordionProps {
  groups: FilterGroupView[];
  selection: FilterSelection;
  openGroup: FilterGroup | null;
  onOpenGroupChange: (group: FilterGroup | null) => void;
  onToggle: (group: FilterGroup, value: string) => void;
}

/**
 * The left filter: one accordion section per group. At most one section is open, and the open one
 * closes again on a second click, so all may be collapsed (docs/product-rules.md#scholarships).
 */
export function FilterAccordion({ groups, selection, openGroup, onOpenGroupChange, onToggle }: FilterAccordionProps) {
  const baseId = useId();
  return (
    <div className={styles.accordion}>
      {groups.map(({ group, title, options }) => {
        const open = openGroup === group;
        const buttonId = `${baseId}-${group}-button`;
        const panelId = `${baseId}-${group}-panel`;
        const count = selection[group].length;
        return (
          <div key={group} className={`${styles.section} ${open ? styles.sectionOpen : ''}`}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onOpenGroupChange(open ? null : group)}
              >
                <span className={styles.title}>{title}</span>
                {count > 0 ? (
                  <span className={styles.count}>
                    {count}
                    <span className="visually-hidden"> dipilih</span>
                  </span>
                ) : null}
                <svg className={styles.chevron} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {options === undefined ? (
                <p className={styles.muted}>Memuat pilihan...</p>
              ) : options === null ? (
                <p className={styles.muted}>Pilihan {title} gagal dimuat.</p>
              ) : options.length === 0 ? (
                <p className={styles.muted}>Belum ada pilihan.</p>
              ) : (
                <fieldset className={styles.fieldset}>
                  <legend className="visually-hidden">{title}</legend>
                  {options.map((option) => (
                    <label key={option.value} className={styles.option}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        name={group}
                        value={option.value}
                        checked={isSelected(selection, group, option.value)}
                        onChange={() => onToggle(group, option.value)}
                      />
                      <span>{option.label}</span>
                    </label>
                  ))}
                </fieldset>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
