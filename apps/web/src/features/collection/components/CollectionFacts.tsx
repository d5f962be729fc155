import type { CollectionSummary } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date-format';

/** The facts every view of a collection states (its size, when and by whom it was made), as entries of a `<dl>`. */
export function CollectionFacts({
  collection,
}: {
  collection: Pick<CollectionSummary, 'count' | 'created' | 'author'>;
}) {
  const { t } = useTranslation('collection');
  return (
    <>
      <div>
        <dt>{t('fields.count')}</dt>
        <dd>{collection.count}</dd>
      </div>
      <div>
        <dt>{t('fields.created')}</dt>
        <dd>
          <time dateTime={collection.created}>{formatDate(collection.created)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('fields.author')}</dt>
        <dd>{collection.author}</dd>
      </div>
    </>
  );
}
