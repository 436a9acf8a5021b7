import { Link } from 'react-router-dom';
import { uiClasses } from '@niec/shared';
import { listCardClasses } from '@niec/shared/lists';
import { SaveButton } from '@niec/shared/saved';
import { savedVacancy, type VacancySummary } from '../model';
import { BriefcaseIcon, PinIcon } from './icons';
import styles from '../vacancies.module.css';

/** One vacancy: title, department and branch, with an 'Apply' link to its detail page and 'Simpan' (the saved list). */
export function VacancyCard({ vacancy }: { vacancy: VacancySummary }) {
  const saved = savedVacancy(vacancy);
  return (
    <article className={`${uiClasses.card} ${listCardClasses.card} ${styles.card}`}>
      <p className={styles.department}>
        <BriefcaseIcon className={styles.icon} />
        <span>{vacancy.department}</span>
      </p>
      <h3 className={styles.cardTitle}>{vacancy.title}</h3>
      <p className={styles.branch}>
        <PinIcon className={styles.icon} />
        <span>
          <span className="visually-hidden">Cabang: </span>
          {vacancy.branch || 'Semua cabang'}
        </span>
      </p>
      <div className={styles.cardActions}>
        {/* Every card says 'Apply': the accessible name adds which vacancy, starting with the visible word. */}
        <Link className={uiClasses.button} to={saved.href} aria-label={`Apply: ${vacancy.title}`}>
          Apply
        </Link>
        <SaveButton {...saved} />
      </div>
    </article>
  );
}
