import { Link } from 'react-router-dom';
import { useCartCount } from '@niec/shared';
import { href } from '@niec/shared/routes';
import { prefetchPath } from '../federation/load-remote';
import cartStyles from './cart-badge.module.css';

// The header's two round links with a count: the cart and the saved list.

const prefetchShop = () => prefetchPath(href('merchandise'));

export function CartBadge() {
  const count = useCartCount();
  return (
    <Link
      to={href('merchandise', undefined, { view: 'cart' })}
      className={cartStyles.cart}
      aria-label={`Keranjang belanja, ${count} produk`}
      onMouseEnter={prefetchShop}
      onFocus={prefetchShop}
    >
      <span className={cartStyles.cartIcon} aria-hidden="true" />
      <span className={cartStyles.cartCount} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

/**
 * The link to the saved list (/tersimpan) with how many items the device keeps: the badge is the count attribute,
 * drawn by the stylesheet and hidden at 0. React renders 0 and never changes it: the inline contract writes the
 * count and the label before the first paint and after every change (a static host's chunk does the same,
 * keepSavedCount), so the first load carries no code for it (docs/decisions/015-saved-list.md). Its glyph and badge
 * are the stylesheet's. (A production build of React leaves an attribute that differs at hydration as it is; only a
 * development build would warn of these two.)
 */
export function SavedBadge() {
  return (
    // data-saved-count: SAVED_COUNT_ATTRIBUTE of @niec/shared/saved, written out: its module would join this chunk.
    <Link to={href('saved')} className={cartStyles.saved} aria-label="Tersimpan, 0 item" data-saved-count={0} />
  );
}
