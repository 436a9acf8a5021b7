import { Link } from 'react-router-dom';
import { formatRupiah, uiClasses, NEEDS_SCRIPT, PressButton } from '@niec/shared';
import { listCardClasses, ListCardPicture } from '@niec/shared/lists';
import { SaveButton } from '@niec/shared/saved';
import { savedProduct, type CatalogueProduct } from '../model';
import { addButtonLabel } from '../../../lib/cart-rules';
import { useAddToCart } from '../../../lib/use-add-to-cart';
import { CheckIcon, PlusCartIcon } from './icons';
import styles from '../merchandise-page.module.css';

export function ProductCard({
  product,
  eager,
  onAdded,
}: {
  product: CatalogueProduct;
  /** The first row loads its pictures at once (they are above the fold). */
  eager: boolean;
  onAdded: (product: CatalogueProduct) => void;
}) {
  const { availability, add } = useAddToCart(product);
  const label = addButtonLabel(availability);
  const saved = savedProduct(product);
  return (
    <li className={`${uiClasses.card} ${listCardClasses.card} ${styles.card}`}>
      <ListCardPicture
        src={product.image}
        width={540}
        height={306}
        eager={eager}
        className={styles.cardMedia}
        fallback={
          <span className={styles.noImage} aria-hidden="true">
            NIEC
          </span>
        }
      >
        {product.isMember ? <span className={styles.memberBadge}>Paket Member</span> : null}
      </ListCardPicture>
      <div className={styles.cardBody}>
        <h3 className={styles.cardName}>
          {/* The link stretches over the picture too (see .cardLink::after), so the whole card opens it. */}
          <Link to={saved.href} className={styles.cardLink}>
            {product.name}
          </Link>
        </h3>
        <p className={styles.cardPrice}>{formatRupiah(product.price)}</p>
        <div className={styles.cardActions}>
          <PressButton
            type="button"
            {...NEEDS_SCRIPT}
            className={`${uiClasses.button} ${styles.addButton} ${
              availability.kind === 'inCart' ? styles.addButtonDone : ''
            } ${availability.kind === 'memberLimit' ? styles.addButtonBlocked : ''}`}
            // aria-disabled, not disabled: focus stays on the button when it turns into 'In Cart (n)'.
            aria-disabled={availability.kind !== 'available' || undefined}
            onClick={() => {
              if (availability.kind === 'available' && add()) onAdded(product);
            }}
          >
            {availability.kind === 'available' ? <PlusCartIcon /> : null}
            {availability.kind === 'inCart' ? <CheckIcon /> : null}
            <span>{label}</span>
          </PressButton>
          <SaveButton {...saved} className={styles.cardSave} />
        </div>
      </div>
    </li>
  );
}
