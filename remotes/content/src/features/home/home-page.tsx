import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink, getConfig, StaticHtml, uiClasses, useRouteData } from '@niec/shared';
import { IconBubble, IconCard, sectionClasses, SectionHeader } from '@niec/shared/sections';
import { href } from '@niec/shared/routes';
import layout from '../../lib/layout.module.css';
import * as icons from '../../lib/icons';
import heroArt from '../../assets/home/hero.svg';
import accreditationBadge from '../../assets/home/accreditation.webp';

import { DeferredCarousel } from './components/deferred-carousel';
import { AWARDS, REASONS, TESTIMONIALS } from './data/home-content';
import type { HomeData } from './home.loader';
import { yearsOfExperience } from './lib/years';
import styles from './home-page.module.css';

export default function HomePage() {
  const home = useRouteData<HomeData>();
  useEffect(() => {
    // docs/product-rules.md#home: load failures are only logged.
    if (home.status === 'error') console.error('Error fetching platinum universities', home.error);
  }, [home.status, home.error]);
  const platinum = home.status === 'success' ? home.data.platinum : null;
  const years = yearsOfExperience();
  const { studentPortalUrl } = getConfig();

  // The sections that never change once drawn are the server's HTML, not hydrated (StaticHtml,
  // docs/decisions/008-hydrate-less.md); the carousel and the partner logos, which do, stay React's.
  return (
    <>
      <StaticHtml as="section" className={`${uiClasses.hero} ${styles.hero}`} aria-labelledby="home-title">
        <div className={`${uiClasses.heroInner} ${uiClasses.columns} ${styles.heroGrid}`}>
          <div className={styles.heroCopy}>
            <span className={styles.heroEyebrow}>Konsultan Pendidikan Luar Negeri</span>
            <h1 id="home-title" className={styles.heroTitle}>
              Wujudkan Mimpi Kuliah di Luar Negeri
            </h1>
            <p className={uiClasses.heroText}>
              Konsultasi gratis, pilihan kampus di 12 negara, pendampingan beasiswa hingga visa: kami temani langkah
              Anda dari Indonesia sampai hari pertama kuliah.
            </p>
            <div className={styles.heroActions}>
              <ExternalLink href={studentPortalUrl} className={uiClasses.button}>
                Daftar Sekarang
              </ExternalLink>
              <Link to={href('contact')} className={`${uiClasses.buttonSecondary} ${styles.heroSecondary}`}>
                Konsultasi Gratis
              </Link>
            </div>
            <p className={styles.experience} data-testid="years-of-experience">
              <strong className={styles.experienceNumber}>{years}</strong>
              <span>
                Tahun
                <br />
                Pengalaman
              </span>
            </p>
          </div>
          {/* Decorative, and shown from 900 px only: lazy, so a phone never fetches it (lazy images are fetched when
              laid out near the viewport; a hidden one never is) and a desktop fetches it after the first layout,
              not before the first paint (docs/decisions/012-critical-path.md). */}
          <img src={heroArt} alt="" width={560} height={480} className={styles.heroArt} loading="lazy" />
        </div>
      </StaticHtml>

      <StaticHtml as="section" className={layout.section} aria-labelledby="reasons-title">
        <div className={layout.container}>
          <SectionHeader
            id="reasons-title"
            eyebrow="Kenapa harus kuliah di luar negeri?"
            title="Tiga Alasan Kuliah di Luar Negeri"
            lead="Investasi terbaik untuk masa depan: ilmu, pengalaman dan karier."
          />
          <ol className={`${layout.grid3} ${styles.reasonList}`}>
            {REASONS.map((reason, index) => {
              const Icon = reason.icon;
              return (
                <IconCard
                  key={reason.title}
                  className={styles.reason}
                  decoration={<span className={styles.reasonNumber} data-step={`0${index + 1}`} aria-hidden="true" />}
                  icon={<Icon />}
                  title={reason.title}
                >
                  {reason.text}
                </IconCard>
              );
            })}
          </ol>
        </div>
      </StaticHtml>

      <section className={layout.sectionAlt} aria-labelledby="destinations-title" id="destinasi">
        <div className={layout.container}>
          <SectionHeader
            id="destinations-title"
            eyebrow="Destinasi studi"
            title="Pilih Negara Tujuanmu"
            lead="Panduan biaya hidup, jenis kampus dan kota favorit di setiap negara."
          />
          <DeferredCarousel />
        </div>
      </section>

      <section className={layout.section} aria-labelledby="campuses-title">
        <div className={layout.container}>
          <SectionHeader
            id="campuses-title"
            eyebrow="Platinum partner"
            title={platinum ? `TOP ${platinum.length} campuses` : 'Kampus Partner'}
            lead="Kampus mitra platinum tempat ratusan alumni NIEC kuliah."
          />
          {platinum && platinum.length > 0 ? (
            <ul className={styles.logos}>
              {platinum.map((university) => (
                <li key={university.logo} className={styles.logoItem}>
                  <img
                    src={university.logo}
                    alt={university.name ?? 'Logo kampus partner'}
                    width={320}
                    height={120}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          ) : home.status === 'loading' ? (
            <div className={styles.logoPlaceholder} aria-hidden="true" />
          ) : null}
        </div>
      </section>

      <StaticHtml as="section" className={layout.sectionAlt} aria-labelledby="awards-title">
        <div className={`${layout.container} ${styles.awardsGrid}`}>
          <div>
            <span className={sectionClasses.eyebrow}>Prestasi</span>
            <h2 id="awards-title" className={sectionClasses.title}>
              Penghargaan
            </h2>
            <ul className={styles.awardList}>
              {AWARDS.map((award) => (
                <li key={award.title} className={styles.award}>
                  <IconBubble tone="accent">
                    <icons.trophy />
                  </IconBubble>
                  <div>
                    <p className={styles.awardTitle}>{award.title}</p>
                    <p className={styles.awardMeta}>
                      {award.issuer} · {award.year}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className={`${uiClasses.panel} ${styles.accreditation}`}>
            <img src={accreditationBadge} alt="Lencana Accredited Agent" width={160} height={160} loading="lazy" />
            <div>
              <h3 className={styles.accreditationTitle}>Agen Pendidikan Terakreditasi</h3>
              <p>
                Konsultan kami tersertifikasi dan terdaftar resmi sebagai perwakilan kampus-kampus partner. Setiap saran
                yang Anda terima mengikuti kode etik agen pendidikan internasional.
              </p>
            </div>
          </div>
        </div>
      </StaticHtml>

      <StaticHtml as="section" className={layout.section} aria-labelledby="testimonials-title">
        <div className={layout.container}>
          <SectionHeader id="testimonials-title" eyebrow="Kata alumni" title="Testimoni" />
          <ul className={`${layout.grid3} ${styles.testimonialList}`}>
            {TESTIMONIALS.map((t) => (
              <li key={t.name}>
                <figure className={`${uiClasses.panel} ${styles.testimonial}`}>
                  <span className={styles.quoteMark} aria-hidden="true">
                    “
                  </span>
                  <blockquote className={styles.quote}>
                    <p>{t.quote}</p>
                  </blockquote>
                  <figcaption className={styles.person}>
                    <span className={styles.avatar} aria-hidden="true">
                      {t.initials}
                    </span>
                    <span>
                      <strong>{t.name}</strong>
                      <span className={styles.study}>{t.study}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </StaticHtml>

      <StaticHtml as="section" className={styles.ctaSection} aria-label="Konsultasi">
        <div className={layout.container}>
          <div className={layout.ctaBand}>
            <div>
              <h2>{years} tahun mengantar pelajar Indonesia ke kampus impian</h2>
              <p>Ceritakan rencana studi Anda, konsultan kami akan menghubungi dalam 1×24 jam kerja.</p>
            </div>
            <Link to={href('contact')} className={`${uiClasses.button} ${layout.ctaButton}`}>
              Hubungi Kami
            </Link>
          </div>
        </div>
      </StaticHtml>
    </>
  );
}
