import { CheckOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { ResourceSummary } from '@lms/shared';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/state-panel/LoadFailure';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { failureCode } from '../../../lib/request-failure';
import type { ResourceQueryOptions } from '../material-source';
import { filterChoicesOf, NO_FILTERS } from '../resource-filters';
import { useFilteredResources } from '../use-filtered-resources';
import { ResourceFilterBar } from './ResourceFilterBar';
import { ResourceLine } from './ResourceLine';
import styles from './ResourcePicker.module.css';

interface ResourcePickerProps<T extends { record: ResourceSummary[] }> {
  /** Every resource that can be picked, and the same list filtered and sorted by the server. */
  whole: ResourceQueryOptions<T>;
  search(params: Record<string, string>): ResourceQueryOptions<T>;
  chosen: ReadonlySet<number>;
  onAdd(resources: ResourceSummary[]): void;
  onPreview(resource: ResourceSummary): void;
}

/** Resources to pick from, with the library's filters and sort, one at a time or all those shown. */
export function ResourcePicker<T extends { record: ResourceSummary[] }>({
  whole,
  search,
  chosen,
  onAdd,
  onPreview,
}: ResourcePickerProps<T>) {
  const { t } = useTranslation('library');
  const { t: tError } = useTranslation('errors');
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = useFilteredResources(whole, search, filters);

  if (list.all.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('picker.loading')}
        </span>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const failure = list.all.error ?? list.searchError;
  if (failure) {
    return (
      <LoadFailure title={t('picker.error')} retryLabel={t('retry')} onRetry={() => list.all.refetch()}>
        {tError(failureCode(failure))}
      </LoadFailure>
    );
  }

  const resources = list.shown ?? [];
  const addable = resources.filter((resource) => !chosen.has(resource.resourceid));

  return (
    <div>
      <ResourceFilterBar
        filters={filters}
        onChange={setFilters}
        choices={filterChoicesOf(list.all.data?.record ?? [])}
      />
      <div className={styles.head}>
        <span role="status">{t('picker.count', { count: resources.length })}</span>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          disabled={addable.length === 0}
          onClick={() => onAdd(addable)}
        >
          {t('picker.addAll', { count: addable.length })}
        </Button>
      </div>
      {resources.length === 0 && !list.updating ? (
        <StatePanel icon={<SearchOutlined />} title={t('empty.noMatchTitle')}>
          {t('picker.noMatchBody')}
        </StatePanel>
      ) : (
        <ul className={styles.list} aria-busy={list.updating}>
          {resources.map((resource) => {
            const added = chosen.has(resource.resourceid);
            const title = resource.resource_name;
            return (
              <li key={resource.resourceid} data-added={added}>
                <ResourceLine resource={resource} onPreview={onPreview}>
                  {/* Stays a focusable button once added, so the keyboard focus does not drop to the page. */}
                  <Button
                    size="small"
                    type={added ? 'text' : 'default'}
                    icon={added ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
                    aria-disabled={added}
                    aria-label={added ? t('picker.addedNamed', { title }) : t('picker.addNamed', { title })}
                    onClick={() => !added && onAdd([resource])}
                  >
                    {added ? t('picker.added') : t('picker.add')}
                  </Button>
                </ResourceLine>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
