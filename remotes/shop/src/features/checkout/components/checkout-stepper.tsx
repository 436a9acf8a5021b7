import type { CheckoutStep } from '../model';
import styles from './checkout-stepper.module.css';

/** The linear stepper: an ordered list, the current step marked with aria-current="step". */
export function CheckoutStepper({ steps, current }: { steps: CheckoutStep[]; current: number }) {
  return (
    <ol className={styles.stepper} aria-label="Langkah checkout">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step.key}
            className={`${styles.step} ${styles[state] ?? ''}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? (
                <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                  <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className={styles.label}>
              {step.label}
              {state === 'done' ? <span className="visually-hidden"> (selesai)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
