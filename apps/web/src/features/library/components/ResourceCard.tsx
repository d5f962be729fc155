import type { Textbook } from '@lms/shared';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceCover } from '../../../components/resource-cover/ResourceCover';
import type { LibraryItemActions } from './library-item';
import { ResourceActions } from './ResourceActions';
import styles from './ResourceCard.module.css';
import { ResourceFacts } from './ResourceFacts';
import { ResourceInformation } from './ResourceInformation';

/** One resource of the class library in the cover grid. */
export function ResourceCard({
  resource,
  selected,
  onSelect,
  onPreview,
  renderExtra,
  ...actions
}: LibraryItemActions & { resource: Textbook }) {
  const { t } = useTranslation('library');
  const title = resource.resource_name;
  const isSelected = selected?.has(resource.resourceid) ?? false;

  return (
    <article className={styles.card} data-selected={isSelected} data-open={resource.openflag}>
      <button
        type="button"
        className={styles.cover}
        onClick={() => onPreview(resource)}
        aria-label={t(`preview.open.${resource.type}`, { title })}
      >
        <ResourceCover resource={resource} size="card" />
      </button>
      {onSelect && (
        <Checkbox
          className={styles.select}
          checked={isSelected}
          onChange={(event) => onSelect(resource, event.target.checked)}
          aria-label={t('selection.one', { title })}
        />
      )}
      <h3 className={styles.title} lang="en">
        {title}
      </h3>
      <ResourceFacts resource={resource} />
      <ResourceInformation information={resource.information} title={title} />
      {renderExtra?.(resource)}
      <div className={styles.footer}>
        <ResourceActions resource={resource} {...actions} />
      </div>
    </article>
  );
}
