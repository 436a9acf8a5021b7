import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPage } from '@niec/shared';
import styles from './deferred-carousel.module.css';

// react-slick and its CSS (~17 KB gzip) load only when the destinations section comes near the
// viewport, so they are not part of the home page's first load (docs/decisions/004-first-load-budget.md).
const DestinationCarousel = lazyPage<object>(async () => {
  const module = await import('./destination-carousel');
  return { default: module.DestinationCarousel };
});

/** Starts rendering (and downloading) the carousel when its slot is within 400 px of the viewport. */
export function DeferredCarousel() {
  const slotRef = useRef<HTMLDivElement>(null);
  // Never near during the server render and hydration, so both render the empty slot.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const slot = slotRef.current;
    if (near || !slot) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No way to tell (an old browser): load it right after the first render.
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(slot);
    return () => observer.disconnect();
  }, [near]);

  return (
    // The slot keeps the carousel's height, so nothing below it moves when it appears.
    <div ref={slotRef} className={styles.slot}>
      {near ? (
        <Suspense fallback={null}>
          <DestinationCarousel />
        </Suspense>
      ) : null}
    </div>
  );
}
