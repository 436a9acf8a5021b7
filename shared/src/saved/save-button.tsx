import { PressButton } from '@niec/shared';
import { SAVED_ATTRIBUTE } from './names';
import styles from './save-button.module.css';
import { savedKey, toggleSaved, useIsSaved, type SavedKind } from './store';

export interface SaveButtonProps {
  kind: SavedKind;
  /** The record's id in its kind (the scholarship's id, the campus's or article's slug, …). */
  id: string | number;
  /** What the saved list shows for it (also when its page is gone). */
  title: string;
  /** Its page on this site. */
  href: string;
  /** `card`: small, in a card (an `article` named by its title); `page`: beside a page's title. */
  variant?: 'card' | 'page';
  className?: string;
}

/**
 * 'Simpan': a toggle button (`aria-pressed`) that keeps the record in the device's saved list (/tersimpan). The
 * same button from the first paint: the inline contract has pressed it before the paint when the device keeps
 * the record (SAVED_ATTRIBUTE), which React's first render cannot know, so hydration leaves that attribute alone
 * (suppressHydrationWarning) and the next render sets the same value. A press before hydration is kept
 * (PressButton). Its name stays 'Simpan' (the pressed state is announced with it); saved, its glyph is filled.
 * Needs script: hidden where the browser runs none.
 */
export function SaveButton({ kind, id, title, href, variant = 'card', className }: SaveButtonProps) {
  const key = savedKey(kind, id);
  const saved = useIsSaved(key);
  // The least markup: a card list carries a dozen of these in its document's first round trip (decision 012). The
  // glyph is the stylesheet's; in a card the button is in an `article` named by the record's title.
  return (
    <PressButton
      className={className ? `${styles.save} ${styles[variant]} ${className}` : `${styles.save} ${styles[variant]}`}
      aria-pressed={saved}
      {...{ [SAVED_ATTRIBUTE]: key }}
      suppressHydrationWarning
      onClick={() => toggleSaved({ key, title, href })}
    >
      Simpan
    </PressButton>
  );
}
