import { useEffect, useRef, useState } from 'react';
import { ExternalLink, NEEDS_SCRIPT, PressButton, uiClasses } from '@niec/shared';
import type { Branch } from '../model';
import { mapEmbedUrl } from '../lib/map-url';
import styles from './branch-map.module.css';

/** Without script the interactive map cannot be shown: its button is hidden, the link to the map stays. */
const HIDE_WITHOUT_SCRIPT = '[data-needs-script]{display:none!important}';

/**
 * A branch's map as a facade: a picture of the map kept in the repository, the address, a link that opens the map
 * in a new tab, and a button that puts the interactive map (the provider's embed, about a megabyte of script for the
 * real one) on the page only when it is asked for. The link works without script; the button is a PressButton, so
 * a press made before hydration is carried out once React owns the page (docs/decisions/009-presses-before-hydration.md).
 */
export function BranchMap({ branch }: { branch: Branch }) {
  const [interactive, setInteractive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const url = mapEmbedUrl(branch.id);
  useEffect(() => {
    // The button that was pressed is gone: focus goes to what it brought.
    if (interactive) frameRef.current?.focus();
  }, [interactive]);
  return (
    <figure className={styles.map}>
      {interactive ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={url}
          title={`Peta lokasi kantor NIEC Indonesia ${branch.name}`}
          referrerPolicy="no-referrer"
          width={800}
          height={400}
        />
      ) : (
        <img
          className={styles.picture}
          src={branch.mapImage}
          alt={`Peta lokasi kantor NIEC Indonesia ${branch.name}, ditandai pin oranye`}
          width={800}
          height={400}
          loading="lazy"
          decoding="async"
        />
      )}
      <figcaption className={styles.caption}>
        <span className={styles.place}>
          <strong className={styles.name}>NIEC Indonesia {branch.name}</strong>
          <span className={styles.address}>{branch.address}</span>
        </span>
        <span className={styles.actions}>
          <ExternalLink href={url} className={`${uiClasses.buttonSecondary} ${styles.action}`}>
            Buka di Google Maps
          </ExternalLink>
          {interactive ? null : (
            <>
              <noscript>
                <style>{HIDE_WITHOUT_SCRIPT}</style>
              </noscript>
              <PressButton
                {...NEEDS_SCRIPT}
                className={`${uiClasses.button} ${styles.action}`}
                onClick={() => setInteractive(true)}
              >
                Tampilkan peta interaktif
                <span className="visually-hidden"> {branch.name}</span>
              </PressButton>
            </>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
