import type { ResourceSummary } from '@lms/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCover } from '../../../components/resource-cover/ResourceCover';
import { ResourceFacts } from './ResourceFacts';
import styles from './ResourceLine.module.css';

interface ResourceLineProps {
  resource: ResourceSummary;
  onPreview(resource: ResourceSummary): void;
  /** Actions at the end of the line. */
  children?: ReactNode;
}

/** A resource on one line: thumbnail, title (which opens the preview) and facts. */
export function ResourceLine({ resource, onPreview, children }: ResourceLineProps) {
  const { t } = useTranslation('library');
  const title = resource.resource_name;
  return (
    <div className={styles.line}>
      <ResourceCover resource={resource} size="thumb" />
      <div className={styles.text}>
        <button
          type="button"
          className={styles.title}
          lang="en"
          onClick={() => onPreview(resource)}
          aria-label={t(`preview.open.${resource.type}`, { title })}
        >
          {title}
        </button>
        <ResourceFacts resource={resource} />
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
