import type { ButtonHTMLAttributes } from 'react';
import { pressMarker, pressReadyRef } from '../press/press';

export type PressButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A button whose press needs script (Add to Cart, a cart control, a modal opener, a carousel arrow, a checkout
 * step): pressed before the page is hydrated, the press is kept by the inline press contract, shown as taken and
 * carried out once this button is hydrated (docs/decisions/009-presses-before-hydration.md). A control joins by
 * being this component; everything else is a plain <button>. (Its ref is the contract's: no caller needs one yet.)
 */
export function PressButton({ type = 'button', ...props }: PressButtonProps) {
  return <button type={type} {...props} {...pressMarker} ref={pressReadyRef} />;
}
