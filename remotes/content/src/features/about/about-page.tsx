import { Link } from 'react-router-dom';
import { uiClasses } from '@niec/shared';
import { IconBubble, IconCard, sectionClasses, SectionHeader } from '@niec/shared/sections';
import { href } from '@niec/shared/routes';
import layout from '../../lib/layout.module.css';
import { iconsByName, type IconName } from '../../lib/icons/by-name';
import styles from './about-page.module.css';

const MOTIVATION: { word: string; icon: IconName; text: string }[] = [
  {
    word: 'Dream',
    icon: 'sparkles',
    text: 'Setiap perjalanan dimulai dari mimpi. Kami membantu Anda merumuskan tujuan studi dan karier yang jelas, sesuai minat dan kemampuan.',
  },
  {
    word: 'Act',
    icon: 'compass',
    text: 'Mimpi butuh rencana. Bersama konsultan, Anda memilih negara, kampus dan beasiswa, lalu menyiapkan dokumen dan visa langkah demi langkah.',
  },
  {
    word: 'Succeed',
    icon: 'cap',
    text: 'Kami mendampingi hingga Anda tiba, beradaptasi dan lulus, karena keberhasilan Anda adalah ukuran keberhasilan kami.',
  },
];

const REASONS: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'Konsultasi Gratis',
    icon: 'chat',
    text: 'Konsultasi tatap muka maupun online tanpa biaya, untuk siswa dan orang tua.',
  },
  {
    title: 'Kampus Partner Resmi',
    icon: 'building',
    text: 'Perwakilan resmi ratusan kampus di 12 negara, termasuk mitra platinum.',
  },
  {
    title: 'Pendampingan Beasiswa',
    icon: 'medal',
    text: 'Informasi beasiswa terbaru dan bantuan menyusun esai serta berkas pendaftaran.',
  },
  {
    title: 'Pengurusan Visa',
    icon: 'document',
    text: 'Checklist dokumen, latihan wawancara dan pengecekan berkas sebelum diajukan.',
  },
  {
    title: 'Kantor di 7 Kota',
    icon: 'pin',
    text: 'Denpasar, Singaraja, Yogyakarta, Makassar, Medan, Jakarta Selatan dan Surabaya.',
  },
  {
    title: 'Dukungan Setelah Tiba',
    icon: 'heart',
    text: 'Bantuan akomodasi, penjemputan bandara dan jejaring alumni di negara tujuan.',
  },
];

export default function AboutPage() {
  return (
    <>
      <header className={uiClasses.hero}>
        <div className={uiClasses.heroInner}>
          <span className={uiClasses.heroEyebrow}>Sejak 2010</span>
          <h1 className={uiClasses.heroTitle}>Tentang NIEC Indonesia</h1>
          <p className={uiClasses.heroText}>
            NIEC Indonesia adalah konsultan pendidikan luar negeri yang berawal dari Denpasar, Bali. Kami telah
            mendampingi ribuan pelajar Indonesia meraih pendidikan di Australia, Eropa, Asia dan Amerika.
          </p>
        </div>
      </header>

      <section className={layout.section} aria-labelledby="story-title">
        <div className={`${layout.container} ${uiClasses.columns} ${styles.story}`}>
          <div>
            <span className={sectionClasses.eyebrow}>Cerita kami</span>
            <h2 id="story-title" className={sectionClasses.title}>
              Menemani setiap langkah menuju kampus impian
            </h2>
          </div>
          <div className={styles.storyText}>
            <p>
              Berawal dari sebuah kantor kecil di Renon, Denpasar, NIEC Indonesia tumbuh menjadi jaringan kantor cabang
              di tujuh kota. Konsultan kami adalah alumni luar negeri yang memahami tantangan yang Anda hadapi: memilih
              jurusan, menyiapkan bahasa, mencari biaya, hingga beradaptasi di negara baru.
            </p>
            <p>
              Kami percaya informasi yang jujur dan lengkap adalah kunci keputusan yang tepat. Karena itu setiap
              rekomendasi kami sesuaikan dengan minat, kemampuan akademik dan anggaran keluarga.
            </p>
          </div>
        </div>
      </section>

      <section className={layout.sectionAlt} aria-labelledby="motivation-title">
        <div className={layout.container}>
          <SectionHeader
            id="motivation-title"
            eyebrow="Motivasi kami"
            title="Dream, Act, Succeed"
            lead="Tiga kata yang menjadi pegangan kami dalam mendampingi setiap pelajar."
          />
          <ol className={`${layout.grid3} ${styles.list}`}>
            {MOTIVATION.map((item, index) => {
              const Icon = iconsByName[item.icon];
              return (
                <IconCard
                  key={item.word}
                  className={styles.motivation}
                  decoration={<span className={styles.step} data-step={index + 1} aria-hidden="true" />}
                  icon={<Icon />}
                  title={item.word}
                  titleClassName={styles.word}
                >
                  {item.text}
                </IconCard>
              );
            })}
          </ol>
        </div>
      </section>

      <section className={layout.section} aria-labelledby="reasons-title">
        <div className={layout.container}>
          <SectionHeader id="reasons-title" eyebrow="Kenapa NIEC?" title="Enam Alasan Memilih NIEC Indonesia" />
          <ul className={`${layout.grid3} ${styles.list}`}>
            {REASONS.map((reason) => {
              const Icon = iconsByName[reason.icon];
              return (
                <li key={reason.title} className={styles.reason}>
                  <IconBubble>
                    <Icon />
                  </IconBubble>
                  <div>
                    <h3 className={styles.reasonTitle}>{reason.title}</h3>
                    <p>{reason.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={styles.cta} aria-label="Konsultasi">
        <div className={layout.container}>
          <div className={layout.ctaBand}>
            <div>
              <h2>Mulai rencana studi Anda hari ini</h2>
              <p>Jadwalkan konsultasi gratis di kantor terdekat atau secara online.</p>
            </div>
            <Link to={href('contact')} className={`${uiClasses.button} ${layout.ctaButton}`}>
              Hubungi Kami
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
