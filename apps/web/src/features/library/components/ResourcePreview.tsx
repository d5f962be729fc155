import type { ResourceSummary } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/state-panel/LoadFailure';
import { failureCode } from '../../../lib/request-failure';
import type { MaterialSource, ResourceQueryOptions } from '../material-source';
import { BookReader } from './BookReader';
import { ResourceFacts } from './ResourceFacts';
import styles from './ResourcePreview.module.css';
import { VideoPlayer } from './VideoPlayer';

interface ResourcePreviewProps {
  resource: ResourceSummary;
  source: MaterialSource;
  onClose(): void;
}

/** A resource as a student sees it: a picture book in the reader, a video in the player. */
export function ResourcePreview({ resource, source, onClose }: ResourcePreviewProps) {
  return (
    <Modal
      open
      centered
      width={960}
      footer={null}
      onCancel={onClose}
      title={
        <div className={styles.title}>
          <span lang="en">{resource.resource_name}</span>
          <ResourceFacts resource={resource} />
        </div>
      }
    >
      {resource.type === 'book' ? (
        <Material query={source.book(resource.resourceid)}>{(book) => <BookReader pages={book.pages} />}</Material>
      ) : (
        <Material query={source.video(resource.resourceid)}>
          {(material) => <VideoPlayer material={material} />}
        </Material>
      )}
    </Modal>
  );
}

function Material<T>({ query, children }: { query: ResourceQueryOptions<T>; children(data: T): React.ReactNode }) {
  const { t } = useTranslation('library');
  const { t: tError } = useTranslation('errors');
  const material = useQuery(query);

  if (material.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spin aria-hidden />
        <span className="visually-hidden" role="status">
          {t('preview.loading')}
        </span>
      </div>
    );
  }
  if (material.isError) {
    return (
      <LoadFailure title={t('preview.error')} retryLabel={t('retry')} onRetry={() => material.refetch()}>
        {tError(failureCode(material.error))}
      </LoadFailure>
    );
  }
  return children(material.data);
}
