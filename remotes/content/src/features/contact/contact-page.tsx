import { useContext, useRef, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  FieldShell,
  getConfig,
  HeadCollectorContext,
  Notice,
  uiClasses,
  usePageMeta,
  CONTACT_EMAIL,
  ExternalLink,
} from '@niec/shared';
import { SocialLinks } from '@niec/shared/social';
import { IconBubble, SectionHeader } from '@niec/shared/sections';
import { DraftNote, useDraft, useNativeFormDraft } from '@niec/shared/drafts';
import { href, ROUTES } from '@niec/shared/routes';
import layout from '../../lib/layout.module.css';
import * as icons from '../../lib/icons';
import { Tabs } from '../../lib/tabs';
import { tabFromSearch, tabHref } from '../../lib/tab-url';
import { BranchDetails } from './components/branch-details';
import { BRANCHES } from './data/branches';
import { branchStructuredData } from './lib/branch-structured-data';
import styles from './contact-page.module.css';

const EDUCATION_LEVELS = ['SMA/SMK/Sederajat', 'Diploma (D3)', 'Sarjana (S1)', 'Magister (S2)', 'Lainnya'];

const noSubscribe = () => () => undefined;

/**
 * Where the form's action sends the visitor back after the post: this page on the site's own origin. The render
 * server writes its public origin (the request's, or siteOrigin) into the HTML, so a form posted with no script or
 * before hydration comes back here too; the browser keeps its own location's origin.
 */
function useReturnUrl(): string {
  const serverOrigin = useContext(HeadCollectorContext)?.origin;
  const browserOrigin = () => `${window.location.origin}/contact_us`;
  return useSyncExternalStore(noSubscribe, browserOrigin, () =>
    serverOrigin ? `${serverOrigin}/contact_us` : typeof window === 'undefined' ? '' : browserOrigin(),
  );
}

/**
 * The consultation form posts natively (no script needed) to the configured action; the API stores
 * it and sends the visitor back here with ?terkirim=1. With script it keeps a draft on the device and holds a post
 * made offline (docs/decisions/010-form-drafts.md); online, the browser still posts it itself, also once hydrated.
 */
function ContactForm({ sent }: { sent: boolean }) {
  const { contactFormAction } = getConfig();
  const redirect = useReturnUrl();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft('contact');
  // Back from an accepted post (?terkirim=1): the draft is removed, not restored.
  const { discard, onSubmit } = useNativeFormDraft(formRef, draft, sent);
  return (
    <form
      ref={formRef}
      method="post"
      action={contactFormAction}
      className={styles.form}
      aria-labelledby="form-title"
      onSubmit={onSubmit}
    >
      <DraftNote draft={draft} onDiscard={discard} />
      <input type="hidden" name="redirect" value={redirect} />
      <div className={styles.formGrid}>
        <FieldShell label="Nama Lengkap" required>
          {(control) => (
            <input {...control} className={uiClasses.input} name="name" type="text" autoComplete="name" required />
          )}
        </FieldShell>
        <FieldShell label="Pendidikan Terakhir" required>
          {(control) => (
            <select {...control} className={uiClasses.input} name="last_education" required defaultValue="">
              <option value="" disabled>
                Pilih pendidikan terakhir
              </option>
              {EDUCATION_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell label="Nomor Telepon/WhatsApp" required hint="Contoh: 081234567890">
          {(control) => (
            <input
              {...control}
              className={uiClasses.input}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              pattern="[0-9+()\-\s]{8,20}"
              title="Gunakan 8-20 angka, boleh diawali tanda +"
              required
            />
          )}
        </FieldShell>
        <FieldShell label="Email" required>
          {(control) => (
            <input {...control} className={uiClasses.input} name="email" type="email" autoComplete="email" required />
          )}
        </FieldShell>
      </div>
      <FieldShell label="Asal Sekolah/Kampus" required>
        {(control) => (
          <input
            {...control}
            className={uiClasses.input}
            name="school"
            type="text"
            autoComplete="organization"
            required
          />
        )}
      </FieldShell>
      <FieldShell label="Pesan" required>
        {(control) => (
          <textarea
            {...control}
            className={`${uiClasses.input} ${styles.textarea}`}
            name="message"
            rows={5}
            placeholder="Ceritakan negara, jurusan atau beasiswa yang Anda minati"
            required
          />
        )}
      </FieldShell>
      <button type="submit" className={`${uiClasses.button} ${styles.submit}`}>
        Kirim Pesan
        <icons.arrowRight size={18} />
      </button>
    </form>
  );
}

const CITIES = BRANCHES.map((branch) => branch.name);
const BRANCH_IDS = BRANCHES.map((branch) => branch.id);
const BRANCHES_ANCHOR = 'kantor-cabang';

/** 'Hubungi Kami' in search results: the form, and the cities of the branches with their hours. */
export const CONTACT_DESCRIPTION = `Hubungi NIEC Indonesia: formulir konsultasi gratis, alamat dan jam kerja kantor cabang di ${CITIES.slice(0, -1).join(', ')} dan ${CITIES.at(-1) ?? ''}.`;

export default function ContactPage() {
  usePageMeta({
    title: ROUTES.contact.title,
    description: CONTACT_DESCRIPTION,
    // Each branch of the tabs, with its address and opening hours.
    structuredData: BRANCHES.map((branch) => branchStructuredData(branch, href('contact'))),
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const sent = searchParams.get('terkirim') === '1';
  const { whatsappUrl } = getConfig();

  return (
    <>
      <header className={uiClasses.hero}>
        <div className={uiClasses.heroInner}>
          <span className={uiClasses.heroEyebrow}>Konsultasi gratis</span>
          <h1 className={uiClasses.heroTitle}>Hubungi Kami</h1>
          <p className={uiClasses.heroText}>
            Punya pertanyaan tentang kuliah di luar negeri? Isi formulir di bawah ini atau kunjungi kantor cabang
            terdekat. Konsultan kami siap membantu.
          </p>
        </div>
      </header>

      <div className={`${layout.container} ${styles.top}`}>
        {sent ? (
          <Notice tone="success" onDismiss={() => setSearchParams({}, { replace: true })}>
            <strong>Terima kasih, pesan Anda sudah terkirim.</strong> Konsultan NIEC Indonesia akan menghubungi Anda
            melalui email atau telepon dalam 1-2 hari kerja.
          </Notice>
        ) : null}
        <div className={styles.grid}>
          <section className={`${uiClasses.panel} ${styles.formCard}`} aria-labelledby="form-title">
            <h2 id="form-title" className={styles.cardTitle}>
              Formulir Konsultasi
            </h2>
            <p className={styles.muted}>Semua kolom wajib diisi.</p>
            <ContactForm sent={sent} />
          </section>

          <aside className={styles.aside} aria-labelledby="details-title">
            <div className={`${uiClasses.panel} ${styles.details}`}>
              <h2 id="details-title" className={styles.cardTitle}>
                Kantor Pusat
              </h2>
              <ul className={styles.detailList}>
                <li>
                  <IconBubble>
                    <icons.pin size={20} />
                  </IconBubble>
                  <address>Jl. Tukad Yeh Aya No. 92, Renon, Denpasar, Bali 80226</address>
                </li>
                <li>
                  <IconBubble>
                    <icons.phone size={20} />
                  </IconBubble>
                  <a href="tel:+623614754477">(0361) 475 4477</a>
                </li>
                <li>
                  <IconBubble>
                    <icons.whatsapp size={20} />
                  </IconBubble>
                  <ExternalLink href={whatsappUrl}>WhatsApp 0811 3993 3399</ExternalLink>
                </li>
                <li>
                  <IconBubble>
                    <icons.mail size={20} />
                  </IconBubble>
                  <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
                </li>
              </ul>
              <h3 className={styles.socialTitle}>Ikuti Kami</h3>
              <SocialLinks label="Media sosial NIEC Indonesia" tone="onLight" />
            </div>
          </aside>
        </div>
      </div>

      <section id={BRANCHES_ANCHOR} className={layout.sectionAlt} aria-labelledby="branches-title">
        <div className={layout.container}>
          <SectionHeader
            id="branches-title"
            eyebrow="Kantor cabang"
            title="Kunjungi Kantor Kami"
            lead={
              <>
                Pilih kota untuk melihat alamat, hari dan jam kerja. Kami juga hadir di{' '}
                <Link to={href('singaraja')}>Singaraja</Link>.
              </>
            }
            align="start"
          />
          <Tabs
            label="Kantor cabang"
            variant="pills"
            defaultId={tabFromSearch(searchParams, BRANCH_IDS, BRANCH_IDS[0] ?? '')}
            hrefOf={(id) => tabHref(href('contact'), id, BRANCHES_ANCHOR)}
            items={BRANCHES.map((branch) => ({
              id: branch.id,
              label: branch.name,
              // Only the shown branch has its map (a picture; the interactive map loads when asked for).
              content: (selected: boolean) => <BranchDetails branch={branch} showMap={selected} />,
            }))}
          />
        </div>
      </section>
    </>
  );
}
