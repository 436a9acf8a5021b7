import { useCallback, useRef, type ButtonHTMLAttributes, type Ref } from 'react';
import { pressMarker, usePressReady } from '../press/press';

export type PressButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/**
 * A button whose press needs script (Add to Cart, a cart control, a modal opener, a carousel arrow, a checkout
 * step): pressed before the page is hydrated, the press is kept by the inline press contract, shown as taken and
 * carried out once this button is hydrated (docs/decisions/009-presses-before-hydration.md). A control joins by
 * being this component; everything else is a plain <button>.
 */
export function PressButton({ ref, type = 'button', ...props }: PressButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  usePressReady(own);
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return <button type={type} {...props} {...pressMarker} ref={setRef} />;
}
