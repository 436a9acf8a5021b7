import { uiClasses, PressButton } from '@niec/shared';
import { listCardClasses } from '@niec/shared/lists';
import { fundingLabel, type ScholarshipItem } from '../model';
import { RegistrationDate } from './registration-date';
import styles from './scholarship-card.module.css';

export function GlobeIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={styles.icon}>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M2 10h16M10 2c2.4 2.2 3.6 4.9 3.6 8s-1.2 5.8-3.6 8c-2.4-2.2-3.6-4.9-3.6-8S7.6 4.2 10 2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

export function FundingBadge({ fullyFunded }: { fullyFunded: boolean }) {
  return (
    <span className={`${styles.badge} ${fullyFunded ? styles.badgeFull : styles.badgePartial}`}>
      {fundingLabel(fullyFunded)}
    </span>
  );
}

/** A scholarship card (docs/product-rules.md#scholarships): country, funding, name, programs, university and dates. */
export function ScholarshipCard({ item, onShowDetails }: { item: ScholarshipItem; onShowDetails: () => void }) {
  return (
    <article
      className={`${uiClasses.card} ${listCardClasses.card} ${styles.card}`}
      aria-labelledby={`scholarship-${item.key}`}
    >
      <div className={styles.top}>
        <span className={styles.country}>
          <GlobeIcon />
          {item.countryName}
        </span>
        <FundingBadge fullyFunded={item.fullyFunded} />
      </div>
      <h3 id={`scholarship-${item.key}`} className={styles.name}>
        {item.name}
      </h3>
      {item.programs.length > 0 ? (
        <ul className={styles.programs} aria-label="Program">
          {item.programs.map((program) => (
            <li key={program} className={styles.program}>
              {program}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Empty when the scholarship has no university (docs/product-rules.md#scholarships). */}
      <p className={styles.university}>{item.universityName ?? ''}</p>
      <div className={styles.dates}>
        <p className={styles.date}>
          Open : <RegistrationDate value={item.openReg} />
        </p>
        <p className={`${styles.date} ${styles.deadline}`}>
          Deadline : <RegistrationDate value={item.closeReg} />
        </p>
      </div>
      <PressButton type="button" className={`${uiClasses.buttonSecondary} ${styles.more}`} onClick={onShowDetails}>
        Description<span className="visually-hidden"> {item.name}</span>
      </PressButton>
    </article>
  );
}
