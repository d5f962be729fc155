import type { ResourceSummary } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view/QueryView';
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
  const material = useQuery(query);

  const pending = (
    <div className={styles.loading} aria-busy="true">
      <Spin aria-hidden />
      <span className="visually-hidden" role="status">
        {t('preview.loading')}
      </span>
    </div>
  );
  return (
    <QueryView query={material} pending={pending} errorTitle={t('preview.error')}>
      {children}
    </QueryView>
  );
}
