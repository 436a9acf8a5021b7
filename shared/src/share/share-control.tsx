import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { canonicalUrl, PressButton } from '@niec/shared';
import { shareLinks } from './links';
import { useSiteOrigin } from './origin';
import styles from './share-control.module.css';

export interface ShareControlProps {
  /** What is shared: the text before the link on WhatsApp and X. */
  title: string;
  /**
   * The canonical path of what is shared (with its query or fragment, e.g. '/study_tour#tour-3'): the page's
   * own canonical (usePageMeta's `canonical`); by default the current path without its query.
   */
  path?: string;
  /** The group's accessible name; 'Bagikan halaman ini' by default. */
  label?: string;
  /** Icons only (their names stay for screen readers): for a card. */
  compact?: boolean;
  className?: string;
}

export const COPIED_MESSAGE = 'Tautan disalin';
export const COPY_FAILED_MESSAGE = 'Tautan tidak dapat disalin otomatis. Salin dari kolom ini:';

/**
 * A network's glyph, drawn by the stylesheet (a mask of an SVG file, in the network's colour): the links are in
 * the server's HTML of every page that can be shared, and three inline paths were 400 bytes of its first round
 * trip (docs/decisions/012-critical-path.md). The file arrives after the first paint; the glyph has its size
 * from the start, so nothing moves when it does.
 */
function NetworkIcon() {
  return <span className={styles.networkIcon} aria-hidden="true" />;
}

/** The link glyph of 'Salin tautan': a mask of its SVG file, as the networks' glyphs are. */
function LinkIcon() {
  return <span className={styles.icon} aria-hidden="true" />;
}

/**
 * Share what the page shows: links to share on WhatsApp, Facebook and X, each in a new tab, and 'Salin tautan',
 * which copies the link and says so in a polite live region. The same controls from the first paint to the last
 * (nothing is swapped once React owns the page, issue 34): the copy button is in the server's HTML, hidden by
 * the stylesheet where the browser runs no script (`scripting: none`), and a press before hydration is kept
 * (PressButton). The browser's own share sheet (Web Share API) was offered in place of the links where it
 * exists, which only the browser can tell: the links swapped for a button after hydration, so it is not.
 */
export function ShareControl({
  title,
  path,
  label = 'Bagikan halaman ini',
  compact = false,
  className,
}: ShareControlProps) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const canonicalPath = path ?? pathname;
  const url = origin ? canonicalUrl({ canonical: canonicalPath }, origin) : canonicalPath;
  const [copy, setCopy] = useState<{ url: string; state: 'copied' | 'failed' } | null>(null);
  // A result belongs to the link it copied: a new page (or tour) starts with none.
  const copyState = copy?.url === url ? copy.state : null;
  const field = useRef<HTMLInputElement>(null);
  const groupId = useId();

  useEffect(() => {
    // Focused, its text selected (onFocus): ready to copy.
    if (copyState === 'failed') field.current?.focus();
  }, [copyState]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy({ url, state: 'copied' });
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is shown, selected, to copy by hand.
      setCopy({ url, state: 'failed' });
    }
  };

  const links = shareLinks(title, url);
  const networks = [
    { name: 'WhatsApp', href: links.whatsapp, icon: <NetworkIcon />, tone: styles.whatsapp },
    { name: 'Facebook', href: links.facebook, icon: <NetworkIcon />, tone: styles.facebook },
    { name: 'X', href: links.x, icon: <NetworkIcon />, tone: styles.x },
  ];
  const text = compact ? 'visually-hidden' : undefined;

  return (
    <div className={`${styles.share} ${compact ? styles.compact : ''} ${className ?? ''}`}>
      <div className={styles.row} role="group" aria-labelledby={groupId}>
        <span id={groupId} className={compact ? 'visually-hidden' : styles.label}>
          {label}
        </span>
        {networks.map((network) => (
          <a
            key={network.name}
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`${styles.item} ${network.tone}`}
          >
            {network.icon}
            <span className="visually-hidden">Bagikan ke </span>
            <span className={text}>{network.name}</span>
            <span className="visually-hidden"> (membuka tab baru)</span>
          </a>
        ))}
        <PressButton type="button" className={`${styles.item} ${styles.scripted}`} onClick={copyLink}>
          <LinkIcon />
          <span className={text}>Salin tautan</span>
        </PressButton>
      </div>
      <p
        className={`${styles.status} ${copyState === 'failed' ? styles.statusFailed : ''}`}
        role="status"
        aria-live="polite"
      >
        {copyState === 'copied' ? COPIED_MESSAGE : copyState === 'failed' ? COPY_FAILED_MESSAGE : null}
      </p>
      {copyState === 'failed' ? (
        <input
          ref={field}
          className={styles.field}
          type="url"
          readOnly
          value={url}
          aria-label="Tautan untuk disalin"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
