import { Link } from 'react-router-dom';
import { uiClasses } from '@niec/shared';
import { RemoveAllDrafts } from '@niec/shared/drafts';
import { href, ROUTES } from '@niec/shared/routes';
import layout from '../../lib/layout.module.css';
import styles from './drafts-page.module.css';

/** The forms that can keep a draft, and where they are. */
const FORMS = [
  { name: 'Lamaran kerja', where: 'halaman lowongan di Karier', to: href('vacancies') },
  { name: 'Pendaftaran study tour', where: 'Study Tour', to: href('studyTour') },
  { name: 'Alamat pengiriman checkout', where: 'Merchandise', to: href('merchandise') },
  { name: 'Formulir konsultasi', where: 'Hubungi Kami', to: href('contact') },
];

/**
 * The form drafts' page (`formDrafts`), linked from the footer of every page: what a form's draft keeps on this device, for how long,
 * what it never keeps, and one button that removes every draft on the device (docs/decisions/010-form-drafts.md).
 */
export default function DraftsPage() {
  return (
    <>
      <header className={uiClasses.hero}>
        <div className={uiClasses.heroInner}>
          <span className={uiClasses.heroEyebrow}>Privasi</span>
          <h1 className={uiClasses.heroTitle}>{ROUTES.formDrafts.title}</h1>
          <p className={uiClasses.heroText}>
            Formulir yang panjang dapat menyimpan isian Anda di browser perangkat ini, agar tidak hilang bila koneksi
            terputus. Hanya bila Anda menyetujuinya di formulir itu.
          </p>
        </div>
      </header>

      <section className={layout.section} aria-labelledby="drafts-remove-title">
        <div className={`${layout.container} ${styles.body}`}>
          <div className={`${uiClasses.panel} ${styles.card}`}>
            <h2 id="drafts-remove-title" className={styles.title}>
              Hapus semua draf
            </h2>
            <p className={styles.text}>
              Menghapus draf setiap formulir di browser perangkat ini, sekaligus persetujuan Anda untuk menyimpannya.
              Gunakan ini setelah mengisi formulir di perangkat bersama, misalnya ponsel keluarga.
            </p>
            <RemoveAllDrafts />
          </div>

          <div className={styles.facts}>
            <h2 className={styles.title}>Yang perlu Anda ketahui</h2>
            <ul className={styles.list}>
              <li>
                <strong>Hanya dengan persetujuan Anda.</strong> Draf disimpan setelah Anda mencentang &ldquo;Simpan draf
                formulir ini di perangkat ini&rdquo; di formulir tersebut. Hapus centangnya, dan draf formulir itu
                langsung dihapus.
              </li>
              <li>
                <strong>Di perangkat ini saja, selama 7 hari.</strong> Draf tidak dikirim ke NIEC Indonesia. Draf yang
                tidak diubah selama 7 hari dihapus otomatis saat Anda membuka halaman mana pun di situs ini.
              </li>
              <li>
                <strong>Tanpa data pribadi sensitif.</strong> Agama, status pernikahan, tempat dan tanggal lahir, jenis
                kelamin, alamat KTP, kontak darurat, berkas, kata sandi dan verifikasi CAPTCHA tidak pernah disimpan
                sebagai draf.
              </li>
              <li>
                <strong>Terhapus setelah terkirim.</strong> Draf suatu formulir dihapus begitu formulir itu berhasil
                dikirim.
              </li>
            </ul>
            <h3 className={styles.subtitle}>Formulir yang dapat menyimpan draf</h3>
            <ul className={styles.forms}>
              {FORMS.map((form) => (
                <li key={form.name}>
                  {form.name}: <Link to={form.to}>{form.where}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
