import { ExternalLink } from '@niec/shared';
import * as icons from '../../../lib/icons';
import type { Branch } from '../model';
import { BranchMap } from './branch-map';
import styles from './branch-details.module.css';

/** Address, working days and hours, contact links and the map of one branch (unless `showMap` is false). */
export function BranchDetails({
  branch,
  headingLevel = 3,
  showMap = true,
}: {
  branch: Branch;
  headingLevel?: 2 | 3;
  showMap?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.branch}>
      <div className={styles.info}>
        <Heading className={styles.title}>Kantor {branch.name}</Heading>
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt>
              <icons.pin size={20} />
              <span className="visually-hidden">Alamat</span>
            </dt>
            <dd>
              <address className={styles.address}>{branch.address}</address>
            </dd>
          </div>
          <div className={styles.row}>
            <dt>
              <icons.clock size={20} />
              <span className="visually-hidden">Jam kerja</span>
            </dt>
            <dd>
              <span className={styles.days}>{branch.days}</span>
              <span className={styles.hours}>{branch.hours}</span>
            </dd>
          </div>
          <div className={styles.row}>
            <dt>
              <icons.phone size={20} />
              <span className="visually-hidden">Telepon</span>
            </dt>
            <dd>
              <a href={branch.phone.href}>{branch.phone.label}</a>
            </dd>
          </div>
          <div className={styles.row}>
            <dt>
              <icons.whatsapp size={20} />
              <span className="visually-hidden">WhatsApp</span>
            </dt>
            <dd>
              <ExternalLink href={branch.whatsapp.href} kind="WhatsApp">
                {branch.whatsapp.label}
              </ExternalLink>
            </dd>
          </div>
          <div className={styles.row}>
            <dt>
              <icons.mail size={20} />
              <span className="visually-hidden">Email</span>
            </dt>
            <dd>
              <a href={`mailto:${branch.email}`}>{branch.email}</a>
            </dd>
          </div>
        </dl>
      </div>
      {showMap && <BranchMap branch={branch} />}
    </div>
  );
}
