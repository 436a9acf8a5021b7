import { Link } from 'react-router-dom';
import { href } from '@niec/shared/routes';
import styles from './brand-bar.module.css';

/**
 * Tracking renders outside the site layout (a link from an email), so it carries its own small
 * branded bar with a way to the home page. Not a <header>: the page has no site banner.
 */
export function BrandBar() {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <Link to={href('home')} className={styles.logo} aria-label="NIEC Indonesia, ke Beranda">
          <svg viewBox="0 0 180 44" width="144" height="35" aria-hidden="true" focusable="false">
            <rect width="44" height="44" rx="10" fill="#0b3b75" />
            <path d="M10 33V11h5.5l11.7 14V11h5.6v22h-5.5L15.6 19v14z" fill="#fff" />
            <circle cx="36" cy="9" r="4.5" fill="#d94f04" />
            <text
              x="54"
              y="22"
              fontFamily="system-ui,Segoe UI,Arial,sans-serif"
              fontSize="19"
              fontWeight="800"
              fill="#0b3b75"
            >
              NIEC
            </text>
            <text
              x="54"
              y="38"
              fontFamily="system-ui,Segoe UI,Arial,sans-serif"
              fontSize="11.5"
              fontWeight="600"
              fill="#d94f04"
              letterSpacing="1.2"
            >
              INDONESIA
            </text>
          </svg>
        </Link>
        <Link to={href('home')} className={styles.home}>
          Kembali ke Beranda
        </Link>
      </div>
    </div>
  );
}
