import { uiClasses, PressButton } from '@niec/shared';
import {
  daysLeftLabel,
  deadlineOf,
  scholarshipCalendarPath,
  scholarshipGoogleCalendarPath,
  type Deadline,
} from '@niec/shared/dates';
import { listCardClasses } from '@niec/shared/lists';
import { SaveButton } from '@niec/shared/saved';
import { fundingLabel, savedScholarship, type ScholarshipItem } from '../model';
import { RegistrationDate } from './registration-date';
import styles from './scholarship-card.module.css';

/** The country's glyph: the mask of an SVG file, which comes with the stylesheet's rest (see tour-card.tsx's Icon). */
export function GlobeIcon() {
  return <span className={styles.icon} aria-hidden="true" />;
}

export function FundingBadge({ fullyFunded }: { fullyFunded: boolean }) {
  return (
    <span className={`${styles.badge} ${fullyFunded ? styles.badgeFull : styles.badgePartial}`}>
      {fundingLabel(fullyFunded)}
    </span>
  );
}

/** 'Segera ditutup' with the days left, or 'Ditutup'; nothing while the closing day is further off. */
function DeadlineBadge({ deadline }: { deadline: Deadline }) {
  if (deadline.state === 'closed') return <span className={`${styles.badge} ${styles.badgeClosed}`}>Ditutup</span>;
  if (deadline.state !== 'closing') return null;
  return (
    <p className={styles.closing}>
      <span className={`${styles.badge} ${styles.badgeClosing}`}>Segera ditutup</span>
      <span className={styles.daysLeft}>{daysLeftLabel(deadline.daysLeft)}</span>
    </p>
  );
}

/**
 * 'Tambahkan ke kalender': the closing day as an .ics file (a URL of the render server, shareable) or in
 * Google Calendar (a short URL of the render server that redirects to the event, built there from the same
 * record). A <details> disclosure, so it opens from the first paint, with or without JavaScript.
 */
function AddToCalendar({ item }: { item: ScholarshipItem }) {
  return (
    <details className={styles.calendar}>
      <summary className={styles.calendarSummary}>
        Tambahkan ke kalender<span className="visually-hidden"> {item.name}</span>
      </summary>
      <ul className={styles.calendarLinks}>
        <li>
          <a href={scholarshipCalendarPath(item.calendarId)}>Unduh file kalender (.ics)</a>
        </li>
        <li>
          <a href={scholarshipGoogleCalendarPath(item.calendarId)} target="_blank" rel="noopener noreferrer">
            Google Calendar<span className="visually-hidden"> (tab baru)</span>
          </a>
        </li>
      </ul>
    </details>
  );
}

/**
 * A scholarship card (docs/product-rules.md#scholarships): country, funding, name, programs, university and dates,
 * where its registration stands on `today` (Jakarta, from the page data) and, unless closed, the calendar links;
 * last, 'Description' and 'Simpan' (the saved list) in one row.
 */
export function ScholarshipCard({
  item,
  today,
  onShowDetails,
}: {
  item: ScholarshipItem;
  today: string;
  onShowDetails: () => void;
}) {
  const deadline = deadlineOf(item.closeReg, today);
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
        <ul className={uiClasses.inlineList} aria-label="Program">
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
      <DeadlineBadge deadline={deadline} />
      {deadline.state === 'open' || deadline.state === 'closing' ? <AddToCalendar item={item} /> : null}
      <div className={styles.actions}>
        <PressButton type="button" className={`${uiClasses.buttonSecondary} ${styles.more}`} onClick={onShowDetails}>
          Description<span className="visually-hidden"> {item.name}</span>
        </PressButton>
        <SaveButton {...savedScholarship(item)} />
      </div>
    </article>
  );
}
