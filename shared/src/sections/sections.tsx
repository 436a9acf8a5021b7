import type { ReactNode } from 'react';
import { uiClasses } from '@niec/shared';
import styles from './sections.module.css';

/** The class names, for a heading or a lead that stands outside a SectionHeader (a page's first section). */
export const sectionClasses = {
  eyebrow: styles.eyebrow,
  title: styles.title,
  lead: styles.lead,
} as const;

export interface SectionHeaderProps {
  /** The h2's id, which the section names itself by (`aria-labelledby`). */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Centred above a grid, or at the start above a list or a table. */
  align?: 'center' | 'start';
}

/** A content section's header: a small eyebrow line, the h2 and, when given, a lead paragraph. */
export function SectionHeader({ id, eyebrow, title, lead, align = 'center' }: SectionHeaderProps) {
  return (
    <div className={align === 'center' ? styles.header : styles.headerStart}>
      <span className={styles.eyebrow}>{eyebrow}</span>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}

export interface TitledSectionProps {
  /** The h2's id, which the section names itself by (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** A block of a page named by a lone h2 in the section title's style (no eyebrow, no lead): a column of a section. */
export function TitledSection({ id, title, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export type IconTone = 'primary' | 'accent';

/** The round badge an icon stands in, in the brand's blue or its orange. */
export function IconBubble({ tone = 'primary', children }: { tone?: IconTone; children: ReactNode }) {
  return (
    <span className={tone === 'accent' ? `${styles.bubble} ${styles.bubbleAccent}` : styles.bubble}>{children}</span>
  );
}

export interface IconCardProps {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  tone?: IconTone;
  /** The page's own class: padding, position, hover. */
  className?: string;
  titleClassName?: string;
  /** Drawn before the icon, e.g. a decorative step number. */
  decoration?: ReactNode;
}

/** A card of a list or grid (an `li`): an icon in its bubble, an h3 and a short text. */
export function IconCard({
  icon,
  title,
  children,
  tone = 'accent',
  className,
  titleClassName,
  decoration,
}: IconCardProps) {
  return (
    <li className={[uiClasses.panel, className].filter(Boolean).join(' ')}>
      {decoration}
      <IconBubble tone={tone}>{icon}</IconBubble>
      <h3 className={titleClassName}>{title}</h3>
      <p>{children}</p>
    </li>
  );
}
