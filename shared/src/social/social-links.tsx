import { ExternalLink, uiClasses } from '@niec/shared';
import { SOCIAL_LINKS } from '../site/site-info';
import styles from './social-links.module.css';

export interface SocialLinksProps {
  /** The list's accessible name (the footer names it shorter than the pages that list it in their text). */
  label: string;
  /** `onDark`: white-bordered pills on the footer's dark background; `onLight`: the pages' bordered pills. */
  tone: 'onDark' | 'onLight';
  /** The place's own spacing (its margin); :where() keeps the list's rules weaker than it. */
  className?: string;
}

/** NIEC's social media accounts as a row of pill links: the site's footer, the contact and branch pages. */
export function SocialLinks({ label, tone, className }: SocialLinksProps) {
  return (
    <ul className={className ? `${uiClasses.inlineList} ${className}` : uiClasses.inlineList} aria-label={label}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href} className={styles[tone]}>
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
