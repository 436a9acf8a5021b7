import { useEffect, useRef, type ReactNode } from 'react';
import styles from './step.module.css';

/**
 * A step's card with its h2. After the buyer moves on, focus goes to the new step's heading so
 * keyboard and screen-reader users land on what changed.
 */
export function StepCard({
  title,
  intro,
  focusOnMount,
  children,
}: {
  title: string;
  intro?: ReactNode;
  focusOnMount: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section className={styles.card} aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
