import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { BookPage } from '@lms/shared';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './BookReader.module.css';

// Page illustrations are drawn at 800 × 600; the attributes reserve that shape while one loads.
const PAGE_SIZE = { width: 800, height: 600 };

const TURNS: Record<string, (page: number, last: number) => number> = {
  ArrowLeft: (page) => page - 1,
  ArrowRight: (page) => page + 1,
  Home: () => 0,
  End: (_page, last) => last,
};

/** A picture book page by page, as a student reads it: the illustration with its sentences. */
export function BookReader({ pages }: { pages: BookPage[] }) {
  const { t } = useTranslation('library');
  const [index, setIndex] = useState(0);
  const last = pages.length - 1;
  const page = pages[index];

  // The arrow keys turn pages wherever the focus is in the reader's dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const turn = TURNS[event.key];
      if (!turn || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      setIndex((current) => Math.max(0, Math.min(last, turn(current, last))));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last]);

  // The next illustration is fetched ahead, so turning the page shows it at once.
  const next = pages[index + 1]?.image;
  useEffect(() => {
    if (next) new Image().src = next;
  }, [next]);

  if (!page) return <p className={styles.empty}>{t('reader.noPages')}</p>;

  return (
    <div className={styles.reader}>
      <figure className={styles.page}>
        <img
          className={styles.illustration}
          src={page.image}
          alt={t('reader.illustration', { page: index + 1 })}
          {...PAGE_SIZE}
        />
        <figcaption className={styles.sentences} lang="en">
          {page.sentences.map((sentence, i) => (
            // Sentences may repeat on a page ("Look! Look!"), so their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's sentences never move.
            <p key={i}>{sentence}</p>
          ))}
        </figcaption>
      </figure>
      <nav className={styles.pager} aria-label={t('reader.pages')}>
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('reader.previous')}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        />
        <span className={styles.counter} aria-live="polite">
          {t('reader.position', { page: index + 1, total: pages.length })}
        </span>
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={t('reader.next')}
          disabled={index === last}
          onClick={() => setIndex(index + 1)}
        />
      </nav>
      <p className={styles.hint}>{t('reader.keys')}</p>
    </div>
  );
}
