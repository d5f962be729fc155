import { AppstoreOutlined, BarsOutlined, SearchOutlined, WarningOutlined } from '@ant-design/icons';
import type { Textbook } from '@lms/shared';
import { Button, Segmented, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { useAddToAssignment } from '../../../entities/assignment/use-add-to-assignment';
import { failureCode } from '../../../lib/request-failure';
import { bookMaterialQuery } from '../api/get-book-material';
import { videoMaterialQuery } from '../api/get-video-material';
import { useOpenResource } from '../api/open-resource';
import { useOpenResourceList } from '../api/open-resource-list';
import type { MaterialSource } from '../material-source';
import { LIBRARY_VIEWS, useLibraryViewStore } from '../stores/library-view-store';
import styles from './ClassLibrary.module.css';
import type { LibraryItemActions } from './library-item';
import { ResourceCard } from './ResourceCard';
import { ResourcePreview } from './ResourcePreview';
import { ResourceTable } from './ResourceTable';
import { SelectionBar } from './SelectionBar';

interface LibraryResourcesProps {
  courseId: number;
  libraryRef: string;
  readOnly: boolean;
  resources: Textbook[];
  updating: boolean;
  searchError: Error | null;
  onClearFilters(): void;
  renderExtra?(resource: Textbook): ReactNode;
}

/** The resources shown, as covers or a list, with selection, open switches and the preview. */
export function LibraryResources(props: LibraryResourcesProps) {
  const { courseId, libraryRef, readOnly, resources, updating, searchError, onClearFilters, renderExtra } = props;
  const { t } = useTranslation('library');
  const { t: tError } = useTranslation('errors');
  const view = useLibraryViewStore((state) => state.view);
  const setView = useLibraryViewStore((state) => state.setView);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [previewing, setPreviewing] = useState<Textbook | null>(null);
  const openOne = useOpenResource(courseId, libraryRef);
  const openMany = useOpenResourceList(courseId, libraryRef);
  const addToAssignment = useAddToAssignment(courseId);

  // Only what is on screen can be acted on: a filter hides a selection without dropping it.
  const selectedShown = resources.filter((resource) => selected.has(resource.resourceid));
  const source: MaterialSource = {
    book: (resourceid) => bookMaterialQuery(courseId, libraryRef, resourceid),
    video: (resourceid) => videoMaterialQuery(courseId, libraryRef, resourceid),
  };

  const select = (resource: Textbook, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(resource.resourceid);
      else next.delete(resource.resourceid);
      return next;
    });
  const actions: LibraryItemActions = readOnly
    ? { onPreview: setPreviewing, renderExtra }
    : {
        selected,
        onSelect: select,
        onToggle: (resource, open) => openOne.mutate({ resourceids: [resource.resourceid], open }),
        onPreview: setPreviewing,
        onAddToAssignment: (resource) => addToAssignment([resource]),
        renderExtra,
      };
  const openSelected = (open: boolean) =>
    openMany.mutate(
      { resourceids: selectedShown.map((resource) => resource.resourceid), open },
      { onSuccess: () => setSelected(new Set()) },
    );

  return (
    <>
      <div className={styles.toolbar}>
        {!readOnly && (
          <SelectionBar
            shown={resources.length}
            selected={selectedShown.length}
            onSelectAll={(all) => setSelected(new Set(all ? resources.map((resource) => resource.resourceid) : []))}
            onOpen={openSelected}
            onAddToAssignment={() => addToAssignment(selectedShown)}
            busy={openMany.isPending}
          />
        )}
        <span className={styles.updating}>{updating && <Spin size="small" aria-label={t('updating')} />}</span>
        <Segmented
          className={styles.view}
          value={view}
          onChange={setView}
          aria-label={t('view.label')}
          options={LIBRARY_VIEWS.map((value) => ({
            value,
            label: t(`view.${value}`),
            icon: value === 'grid' ? <AppstoreOutlined aria-hidden /> : <BarsOutlined aria-hidden />,
          }))}
        />
      </div>
      {searchError ? (
        <StatePanel role="alert" icon={<WarningOutlined />} title={t('error.searchTitle')}>
          {tError(failureCode(searchError))}
        </StatePanel>
      ) : resources.length === 0 && !updating ? (
        <StatePanel
          icon={<SearchOutlined />}
          title={t('empty.noMatchTitle')}
          action={<Button onClick={onClearFilters}>{t('filters.clear')}</Button>}
        >
          {t('empty.noMatchBody')}
        </StatePanel>
      ) : view === 'grid' ? (
        <div className={styles.grid}>
          {resources.map((resource) => (
            <ResourceCard key={resource.resourceid} resource={resource} {...actions} />
          ))}
        </div>
      ) : (
        <ResourceTable resources={resources} {...actions} />
      )}
      {previewing && <ResourcePreview resource={previewing} source={source} onClose={() => setPreviewing(null)} />}
    </>
  );
}
