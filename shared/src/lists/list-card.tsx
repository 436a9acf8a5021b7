import styles from './list-card.module.css';

/** The class names of a list page's card: `card` (drawn only near the viewport), `media` and `image` (its picture). */
export const listCardClasses: Readonly<Record<'card' | 'media' | 'image', string>> = {
  card: styles.card ?? '',
  media: styles.media ?? '',
  image: styles.image ?? '',
};
