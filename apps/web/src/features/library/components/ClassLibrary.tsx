import { FolderOpenOutlined, SwapOutlined } from '@ant-design/icons';
import type { CourseDetailResponse, CourseLibraryInfo, Textbook } from '@lms/shared';
import { Button, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { LoadFailure } from '../../../components/state-panel/LoadFailure';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { useRememberLibrary } from '../../../entities/course/use-remember-course';
import { courseLibraryQuery } from '../../../entities/library/get-course-library';
import { failureCode } from '../../../lib/request-failure';
import { courseLibrarySearchQuery } from '../api/search-course-library';
import { filterChoicesOf, NO_FILTERS } from '../resource-filters';
import { useFilteredResources } from '../use-filtered-resources';
import styles from './ClassLibrary.module.css';
import { LibraryOverview } from './LibraryOverview';
import { LibraryResources } from './LibraryResources';
import { LibrarySkeleton } from './LibrarySkeleton';
import { LibrarySwitcher } from './LibrarySwitcher';
import { ResourceFilterBar } from './ResourceFilterBar';

interface ClassLibraryProps {
  courseId: number;
  /** An expired class (or its read-only view): the library can be browsed and previewed, not changed. */
  readOnly: boolean;
  /** What the page shows under each material besides (a slot: another feature's piece, e.g. its speaking task). */
  renderMaterialExtra?(resource: Textbook, library: CourseLibraryInfo): ReactNode;
}

/** A class's library of picture books and videos: what its students can open, and the teacher's tools for it. */
export function ClassLibrary({ courseId, readOnly, renderMaterialExtra }: ClassLibraryProps) {
  const { t } = useTranslation('library');
  const { t: tError } = useTranslation('errors');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [switching, setSwitching] = useState(false);
  const list = useFilteredResources<CourseDetailResponse>(
    courseLibraryQuery(courseId),
    (params) => courseLibrarySearchQuery(courseId, params),
    filters,
  );
  useRememberLibrary(courseId, list.all.data?.csrInfo.colid);

  if (list.all.isPending) return <LibrarySkeleton label={t('loading')} />;

  if (list.all.isError) {
    return (
      <LoadFailure title={t('error.title')} retryLabel={t('retry')} onRetry={() => list.all.refetch()}>
        {tError(failureCode(list.all.error))}
      </LoadFailure>
    );
  }

  const { csrInfo, courseOverview, record: whole } = list.all.data;
  const switcher = switching && (
    <LibrarySwitcher courseId={courseId} current={csrInfo.colid} onClose={() => setSwitching(false)} />
  );
  const switchButton = !readOnly && (
    <Button icon={<SwapOutlined aria-hidden />} onClick={() => setSwitching(true)}>
      {csrInfo.colid ? t('switcher.open') : t('switcher.openFirst')}
    </Button>
  );

  if (!csrInfo.colid) {
    return (
      <>
        <StatePanel icon={<FolderOpenOutlined />} title={t('empty.noLibraryTitle')} action={switchButton}>
          {readOnly ? t('empty.noLibraryReadOnly') : t('empty.noLibraryBody')}
        </StatePanel>
        {switcher}
      </>
    );
  }

  return (
    <Panel id="library-title" title={t('title')}>
      <div className={styles.head}>
        <p className={styles.library}>
          <span className={styles.libraryName}>{csrInfo.library_name}</span>
          {csrInfo.library_kind && <Tag>{t(`kind.${csrInfo.library_kind}`)}</Tag>}
        </p>
        {switchButton}
      </div>
      <LibraryOverview overview={courseOverview} />
      {whole.length === 0 ? (
        <StatePanel icon={<FolderOpenOutlined />} title={t('empty.noMaterialsTitle')}>
          {readOnly ? t('empty.noMaterialsReadOnly') : t('empty.noMaterialsBody')}
        </StatePanel>
      ) : (
        <>
          <ResourceFilterBar filters={filters} onChange={setFilters} choices={filterChoicesOf(whole)} withOpened />
          <LibraryResources
            // A new library starts with nothing selected.
            key={csrInfo.colid}
            courseId={courseId}
            libraryRef={csrInfo.colid}
            readOnly={readOnly}
            resources={list.shown ?? []}
            updating={list.updating}
            searchError={list.searchError}
            onClearFilters={() => setFilters({ ...NO_FILTERS, sort: filters.sort })}
            renderExtra={renderMaterialExtra && ((resource) => renderMaterialExtra(resource, csrInfo))}
          />
        </>
      )}
      {switcher}
    </Panel>
  );
}
