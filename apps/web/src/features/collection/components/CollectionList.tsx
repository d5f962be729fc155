import { AppstoreAddOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { COLLECTION_SORTS, type CollectionSort, type CollectionSummary } from '@lms/shared';
import { Button, Pagination, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../components/query-view/QueryView';
import { SearchToolbar } from '../../../components/search-toolbar/SearchToolbar';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { SEARCH_PAUSE_MS, useDebounced } from '../../../lib/use-debounced';
import { useCollectionList } from '../api/get-collection-list';
import { CREATE_COLLECTION_PATH } from '../collection-paths';
import { CollectionCard } from './CollectionCard';
import styles from './CollectionList.module.css';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { DuplicateCollectionDialog } from './DuplicateCollectionDialog';

type Dialog = { kind: 'duplicate' | 'delete'; collection: CollectionSummary };

/**
 * My Library: the teacher's collections a page at a time, searched and sorted by the server
 * (so the order holds across pages), with what can be done to each.
 */
export function CollectionList() {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CollectionSort>('created');
  const [page, setPage] = useState(1);
  const asked = useDebounced(search, SEARCH_PAUSE_MS).trim();
  const collections = useCollectionList({ page, sort, search: asked });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const answered = collections.isPlaceholderData ? undefined : collections.data;
  const lastPage = answered ? Math.max(1, Math.ceil(answered.total / answered.size)) : page;
  const searchFor = (text: string) => {
    setSearch(text);
    setPage(1);
  };

  // A page emptied by deleting its last collections gives way to the new last page.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const pending = (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('list.loading')}
      </span>
      <div className={styles.grid}>
        {[1, 2, 3].map((placeholder) => (
          <div key={placeholder} className={styles.skeletonCard}>
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        ))}
      </div>
    </div>
  );
  const noCollections = (
    <StatePanel
      icon={<AppstoreAddOutlined />}
      title={t('list.emptyTitle')}
      action={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(CREATE_COLLECTION_PATH)}>
          {t('actions.create')}
        </Button>
      }
    >
      {t('list.emptyBody')}
    </StatePanel>
  );

  return (
    <QueryView
      query={collections}
      pending={pending}
      errorTitle={t('list.error')}
      retryLabel={t('actions.retry')}
      leavesOnNotFound
      empty={{
        when: ({ total }) => total === 0 && asked === '' && !collections.isPlaceholderData,
        view: noCollections,
      }}
    >
      {({ record, total, size }) => (
        <>
          <SearchToolbar
            search={{
              value: search,
              onChange: searchFor,
              label: t('list.search'),
              placeholder: t('list.searchPlaceholder'),
            }}
            sort={{
              label: t('list.sortLabel'),
              value: sort,
              options: COLLECTION_SORTS.map((value) => ({ value, label: t(`list.sort.${value}`) })),
              onChange: (value) => {
                setSort(value);
                setPage(1);
              },
            }}
          />
          {total === 0 ? (
            <StatePanel
              icon={<SearchOutlined />}
              title={t('list.noMatch', { search: asked })}
              action={<Button onClick={() => searchFor('')}>{t('list.clearSearch')}</Button>}
            />
          ) : (
            <div className={styles.grid} aria-busy={collections.isPlaceholderData}>
              {record.map((collection) => (
                <CollectionCard
                  key={collection.cid}
                  collection={collection}
                  onDuplicate={() => setDialog({ kind: 'duplicate', collection })}
                  onDelete={() => setDialog({ kind: 'delete', collection })}
                />
              ))}
            </div>
          )}
          <Pagination
            className={styles.pages}
            current={page}
            pageSize={size}
            total={total}
            onChange={setPage}
            showSizeChanger={false}
            hideOnSinglePage
            showTotal={(all, [from, to]) => t('list.range', { from, to, total: all })}
          />
          {dialog?.kind === 'duplicate' && <DuplicateCollectionDialog collection={dialog.collection} onClose={close} />}
          {dialog?.kind === 'delete' && <DeleteCollectionDialog collection={dialog.collection} onClose={close} />}
        </>
      )}
    </QueryView>
  );
}
