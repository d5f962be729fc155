import { PlaySquareOutlined, ReadOutlined, StarFilled } from '@ant-design/icons';
import type { ResourceSummary } from '@lms/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ResourceFacts.module.css';

/** The note that marks the product's own special books (SPEC §3 "{product}_book"). */
export const PRODUCT_BOOK_NOTE = 'echo_book';

type Facts = Pick<ResourceSummary, 'type' | 'level' | 'unit' | 'topic' | 'publisher' | 'note'>;

/**
 * What kind of resource it is, its level (books) or unit (videos), its topic, its publisher (SPEC §3:
 * a collection's materials show it too) and the special-book badge.
 */
export function ResourceFacts({ resource }: { resource: Facts }) {
  const { t } = useTranslation('library');
  const book = resource.type === 'book';
  return (
    <div className={styles.facts}>
      <Tag
        color={book ? 'blue' : 'magenta'}
        icon={book ? <ReadOutlined aria-hidden /> : <PlaySquareOutlined aria-hidden />}
      >
        {t(`type.${resource.type}`)}
      </Tag>
      {resource.level && <span>{t('level', { level: resource.level })}</span>}
      {resource.unit && <span>{t('unit', { unit: resource.unit })}</span>}
      {resource.topic && <span>{t(`topics.${resource.topic}`, { defaultValue: resource.topic })}</span>}
      {resource.publisher && <span>{t('publishedBy', { publisher: resource.publisher })}</span>}
      {resource.note === PRODUCT_BOOK_NOTE && (
        <Tag color="gold" icon={<StarFilled aria-hidden />}>
          {t('note.productBook')}
        </Tag>
      )}
    </div>
  );
}
