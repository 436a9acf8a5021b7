import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** The panel; as a function, told whether its tab is selected (a panel may leave out heavy parts while hidden). */
  content: ReactNode | ((selected: boolean) => ReactNode);
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows move and select, Home/End jump to
 * the ends; only the selected tab is in the Tab order. Inactive panels stay in the DOM, hidden,
 * so aria-controls always points at an element.
 *
 * With `hrefOf`, each tab is also a link to a URL the render server answers with that tab selected (the page
 * passes that tab as `defaultId`), so a tab switches from the server's HTML, with no script or before
 * hydration; once hydrated, a plain click switches in place as before (docs/decisions/007-platform-first-controls.md).
 */
export function Tabs({
  items,
  label,
  defaultId,
  variant = 'underline',
  hrefOf,
}: {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  defaultId?: string;
  variant?: 'underline' | 'pills';
  /** The URL that shows a tab selected (e.g. `?tab=biaya#biaya`); without it the tabs are buttons. */
  hrefOf?: (id: string) => string;
}) {
  const baseId = useId();
  const initialId = defaultId ?? items[0]?.id ?? '';
  const [selectedId, setSelectedId] = useState(initialId);
  // A link to another tab of the same page (Back, Forward) selects it.
  const [shownDefault, setShownDefault] = useState(initialId);
  if (shownDefault !== initialId) {
    setShownDefault(initialId);
    setSelectedId(initialId);
  }
  const tabRefs = useRef(new Map<string, HTMLElement>());

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelectedId(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={variant === 'pills' ? styles.listPills : styles.list}>
        {items.map((item, index) => {
          const selected = item.id === selectedId;
          const common = {
            ref: (el: HTMLElement | null) => {
              if (el) tabRefs.current.set(item.id, el);
              else tabRefs.current.delete(item.id);
            },
            role: 'tab',
            id: `${baseId}-tab-${item.id}`,
            'aria-selected': selected,
            'aria-controls': `${baseId}-panel-${item.id}`,
            tabIndex: selected ? 0 : -1,
            className: variant === 'pills' ? styles.pill : styles.tab,
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
          } as const;
          if (hrefOf) {
            const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
              // A new tab or window (modifier keys, middle click) opens the link as the browser would.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
              event.preventDefault();
              setSelectedId(item.id);
            };
            return (
              <a key={item.id} {...common} href={hrefOf(item.id)} onClick={onClick}>
                {item.label}
              </a>
            );
          }
          return (
            <button key={item.id} {...common} type="button" onClick={() => setSelectedId(item.id)}>
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selectedId}
          tabIndex={0}
          className={styles.panel}
        >
          {typeof item.content === 'function' ? item.content(item.id === selectedId) : item.content}
        </div>
      ))}
    </div>
  );
}
