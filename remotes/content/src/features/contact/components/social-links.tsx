import { ExternalLink, SOCIAL_LINKS } from '@niec/shared';
import styles from './social-links.module.css';

/** NIEC's social media accounts as a row of pill links (contact and branch pages). */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul
      className={className ? `${styles.social} ${className}` : styles.social}
      aria-label="Media sosial NIEC Indonesia"
    >
      {SOCIAL_LINKS.map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href} className={styles.socialLink}>
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
