import type { ReactNode } from 'react';
import styles from './list-card.module.css';

type ListCardClass = 'card' | 'pictureCard' | 'media' | 'image';

/**
 * The class names of a list page's card: `card` (drawn only near the viewport), `pictureCard` (a card whose
 * picture runs to its edges), `media` and `image` (its picture; ListCardPicture renders them).
 */
export const listCardClasses: Readonly<Record<ListCardClass, string>> = {
  card: styles.card ?? '',
  pictureCard: styles.pictureCard ?? '',
  media: styles.media ?? '',
  image: styles.image ?? '',
};

export interface ListCardPictureProps {
  /** The picture's address; without one the box shows `fallback`. */
  src: string | null | undefined;
  /** Empty when the card's heading already says what the picture shows. */
  alt?: string;
  /** The picture's size in pixels, so the box keeps its room before the picture arrives. */
  width: number;
  height: number;
  /** The cards of the first row load their picture at once (above the fold); the others when scrolled near. */
  eager?: boolean;
  /** The card's own look of the box (a background); its aspect ratio is the card's --list-card-ratio. */
  className?: string;
  fallback?: ReactNode;
  /** Drawn over the picture: a date, a duration, a badge. */
  children?: ReactNode;
}

/** A list card's picture box: the picture (or its fallback) filling the box, and what lies over it. */
export function ListCardPicture({
  src,
  alt = '',
  width,
  height,
  eager = false,
  className,
  fallback = null,
  children,
}: ListCardPictureProps) {
  return (
    <div className={className ? `${listCardClasses.media} ${className}` : listCardClasses.media}>
      {src ? (
        <img
          className={listCardClasses.image}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        fallback
      )}
      {children}
    </div>
  );
}
