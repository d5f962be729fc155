import type { ResourceSummary } from '@lms/shared';
import styles from './ResourceCover.module.css';

// The content host draws book covers at 600 × 800 and video posters at 640 × 360; the
// attributes give the browser the shape before the image arrives, so nothing below moves.
const NATURAL = { book: { width: 600, height: 800 }, video: { width: 640, height: 360 } } as const;

interface ResourceCoverProps {
  resource: Pick<ResourceSummary, 'type' | 'cover'>;
  /** A card's full cover, or a small thumbnail in a list. */
  size: 'card' | 'thumb';
}

/**
 * A resource's cover in a frame of fixed proportions (book-shaped, so books and videos line
 * up in a grid), loaded only when it scrolls into view. Decorative: the title is always beside it.
 */
export function ResourceCover({ resource, size }: ResourceCoverProps) {
  return (
    <span className={styles.frame} data-size={size} data-type={resource.type}>
      <img
        className={styles.image}
        src={resource.cover}
        alt=""
        loading="lazy"
        decoding="async"
        {...NATURAL[resource.type]}
      />
    </span>
  );
}
