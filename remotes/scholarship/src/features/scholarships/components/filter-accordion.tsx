import { useEffect, useId, useRef } from 'react';
import type { FilterOption } from '../model';
import {
  FILTER_GROUPS,
  isSelected,
  selectionFromQuery,
  selectionKey,
  type FilterGroup,
  type FilterSelection,
} from '../lib/filter-state';
import { formQuery } from '../lib/form-query';
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
  /** The boxes the visitor ticked or unticked before the page was hydrated: the selection to show now. */
  onAdopt: (selection: FilterSelection) => void;
}

/** The name of the accordion's <details>: the browser keeps at most one of them open, with or without script. */
const ACCORDION_NAME = 'filter-beasiswa';

/**
 * The left filter: one accordion section per group. At most one section is open, and the open one
 * closes again on a second click, so all may be collapsed (docs/product-rules.md#scholarships).
 *
 * Each section is an exclusive <details> and each box a checkbox of the page's GET form, so the filter works from
 * the server's HTML (docs/decisions/007-platform-first-controls.md). Whatever the visitor opened or ticked before
 * hydration is taken over once React owns the page: React keeps a box's DOM state while it hydrates but would
 * reset it on the next render.
 */
export function FilterAccordion({
  groups,
  selection,
  openGroup,
  onOpenGroupChange,
  onToggle,
  onAdopt,
}: FilterAccordionProps) {
  const baseId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useRef({ openGroup, selection });
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const server = hydrated.current;
    const opened = FILTER_GROUPS.find(
      (group) => root.querySelector<HTMLDetailsElement>(`details[data-group="${group}"]`)?.open,
    );
    if ((opened ?? null) !== server.openGroup) onOpenGroupChange(opened ?? null);
    const form = root.closest('form');
    const ticked = form ? selectionFromQuery(formQuery(form)) : server.selection;
    if (selectionKey(ticked) !== selectionKey(server.selection)) onAdopt(ticked);
    // Once, on the first commit after hydration: later changes go through React's own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={ref} className={styles.accordion}>
      {groups.map(({ group, title, options }) => {
        const open = openGroup === group;
        const buttonId = `${baseId}-${group}-button`;
        const panelId = `${baseId}-${group}-panel`;
        const count = selection[group].length;
        return (
          <details
            key={group}
            name={ACCORDION_NAME}
            data-group={group}
            open={open}
            onToggle={(event) => {
              const nowOpen = event.currentTarget.open;
              if (nowOpen && !open) onOpenGroupChange(group);
              else if (!nowOpen && open) onOpenGroupChange(null);
            }}
            className={`${styles.section} ${open ? styles.sectionOpen : ''}`}
          >
            {/* role and aria-expanded: announced as the button it acts as, before and after hydration. */}
            <summary
              role="button"
              id={buttonId}
              className={styles.trigger}
              aria-expanded={open}
              aria-controls={panelId}
            >
              <span className={styles.title}>{title}</span>
              {count > 0 ? (
                <span className={styles.count}>
                  {count}
                  <span className="visually-hidden"> dipilih</span>
                </span>
              ) : null}
              <span className={styles.chevron} aria-hidden="true" />
            </summary>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel}>
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
          </details>
        );
      })}
    </div>
  );
}
