import { POPULAR_DAYS } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCover } from '../../../components/resource-cover/ResourceCover';
import { courseLibraryQuery } from '../../../entities/library/get-course-library';
import styles from './Dashboard.module.css';

interface Book {
  resourceid: number;
  resource_name: string;
}

interface BookListProps<Item extends Book> {
  courseId: number;
  /** "popular" or "overlooked": the list's texts in the `dashboard` namespace. */
  kind: 'popular' | 'overlooked';
  books: Item[];
  /** What the list says of each book (its readers, its minutes). */
  facts(book: Item): ReactNode;
}

/**
 * Books of the past 14 days, in the server's order, each with its cover when the class's library
 * (often already loaded by the Library tab) has it; the list shows at once without them.
 */
export function BookList<Item extends Book>({ courseId, kind, books, facts }: BookListProps<Item>) {
  const { t } = useTranslation('dashboard');
  const library = useQuery({ ...courseLibraryQuery(courseId), enabled: books.length > 0 });
  const resources = new Map(library.data?.record.map((resource) => [resource.resourceid, resource]));
  const headingId = `dashboard-${kind}-title`;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {t(`books.${kind}`)}
      </h3>
      <p className={styles.record}>{t(`books.${kind}Hint`, { days: POPULAR_DAYS })}</p>
      {books.length === 0 ? (
        <p className={styles.nothing}>{t(`books.${kind}Empty`, { days: POPULAR_DAYS })}</p>
      ) : (
        <ol className={styles.list}>
          {books.map((book) => {
            const resource = resources.get(book.resourceid);
            return (
              <li key={book.resourceid} className={styles.book}>
                {resource ? (
                  <ResourceCover resource={resource} size="thumb" />
                ) : (
                  <span className={styles.noCover} aria-hidden />
                )}
                <span className={styles.bookText}>
                  <span className={styles.bookName}>{book.resource_name}</span>
                  <span className={styles.bookFacts}>{facts(book)}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
