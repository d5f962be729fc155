import { FolderOpenOutlined, SwapOutlined } from '@ant-design/icons';
import type { CourseDetailResponse, CourseLibraryInfo, Textbook } from '@lms/shared';
import { Button, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { QueryView } from '../../../components/query-view/QueryView';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { useRememberLibrary } from '../../../entities/course/use-remember-course';
import { courseLibraryQuery } from '../../../entities/library/get-course-library';
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
  const [filters, setFilters] = useState(NO_FILTERS);
  const [switching, setSwitching] = useState(false);
  const list = useFilteredResources<CourseDetailResponse>(
    courseLibraryQuery(courseId),
    (params) => courseLibrarySearchQuery(courseId, params),
    filters,
  );
  useRememberLibrary(courseId, list.all.data?.csrInfo.colid);

  // `current` is the library the class uses: "" while it has none, which its empty state says.
  const switcher = (current: string) =>
    switching && <LibrarySwitcher courseId={courseId} current={current} onClose={() => setSwitching(false)} />;
  const switchButton = (current: string) =>
    !readOnly && (
      <Button icon={<SwapOutlined aria-hidden />} onClick={() => setSwitching(true)}>
        {current ? t('switcher.open') : t('switcher.openFirst')}
      </Button>
    );
  const noLibrary = (
    <>
      <StatePanel icon={<FolderOpenOutlined />} title={t('empty.noLibraryTitle')} action={switchButton('')}>
        {readOnly ? t('empty.noLibraryReadOnly') : t('empty.noLibraryBody')}
      </StatePanel>
      {switcher('')}
    </>
  );

  return (
    <QueryView
      query={list.all}
      pending={<LibrarySkeleton label={t('loading')} />}
      errorTitle={t('error.title')}
      retryLabel={t('retry')}
      empty={{ when: ({ csrInfo }) => !csrInfo.colid, view: noLibrary }}
    >
      {({ csrInfo, courseOverview, record: whole }) => (
        <Panel id="library-title" title={t('title')}>
          <div className={styles.head}>
            <p className={styles.library}>
              <span className={styles.libraryName}>{csrInfo.library_name}</span>
              {csrInfo.library_kind && <Tag>{t(`kind.${csrInfo.library_kind}`)}</Tag>}
            </p>
            {switchButton(csrInfo.colid)}
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
          {switcher(csrInfo.colid)}
        </Panel>
      )}
    </QueryView>
  );
}
