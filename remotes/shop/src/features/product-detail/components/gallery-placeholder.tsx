import styles from './product-gallery.module.css';

/**
 * The gallery's box without the slider: shown while the slider's code loads (the first picture in
 * place, so nothing shifts) and for a product without pictures. Kept apart from product-gallery.tsx
 * so importing it does not pull react-slick into the page's chunk.
 */
export function GalleryPlaceholder({ pictures, name }: { pictures: string[]; name: string }) {
  const [first] = pictures;
  return (
    <div className={styles.gallery}>
      <div className={styles.frame}>
        <div className={styles.slide}>
          {first ? (
            <img src={first} alt={name} width={540} height={306} decoding="async" />
          ) : (
            <span className={styles.noImage}>Foto belum tersedia</span>
          )}
        </div>
      </div>
      {pictures.length > 1 ? <div className={styles.thumbsSpace} aria-hidden="true" /> : null}
    </div>
  );
}
