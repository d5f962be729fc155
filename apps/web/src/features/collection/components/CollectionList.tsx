import { AppstoreAddOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { CollectionSummary } from '@lms/shared';
import { Button, Input, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { useCollectionList } from '../api/get-collection-list';
import { arrangeCollections, COLLECTION_SORTS, type CollectionSort } from '../collection-order';
import { CREATE_COLLECTION_PATH } from '../collection-paths';
import { CollectionCard } from './CollectionCard';
import { CollectionFailure } from './CollectionFailure';
import styles from './CollectionList.module.css';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { DuplicateCollectionDialog } from './DuplicateCollectionDialog';

type Dialog = { kind: 'duplicate' | 'delete'; collection: CollectionSummary };

/** My Library: the teacher's collections, searchable and sortable, with what can be done to each. */
export function CollectionList() {
  const { t, i18n } = useTranslation('collection');
  const navigate = useNavigate();
  const collections = useCollectionList();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CollectionSort>('created');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  if (collections.isPending) {
    return (
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
  }

  if (collections.isError) {
    return (
      <CollectionFailure title={t('list.error')} error={collections.error} onRetry={() => collections.refetch()} />
    );
  }

  if (collections.data.length === 0) {
    return (
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
  }

  const shown = arrangeCollections(collections.data, { search, sort, language: i18n.language });

  return (
    <>
      <div className={styles.toolbar}>
        <Input
          className={styles.search}
          type="search"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className={styles.sort}>
          <span id="collection-sort-label" className={styles.sortLabel}>
            {t('list.sortLabel')}
          </span>
          <Select<CollectionSort>
            aria-labelledby="collection-sort-label"
            value={sort}
            onChange={setSort}
            options={COLLECTION_SORTS.map((value) => ({ value, label: t(`list.sort.${value}`) }))}
            popupMatchSelectWidth={false}
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <StatePanel
          icon={<SearchOutlined />}
          title={t('list.noMatch', { search: search.trim() })}
          action={<Button onClick={() => setSearch('')}>{t('list.clearSearch')}</Button>}
        />
      ) : (
        <div className={styles.grid}>
          {shown.map((collection) => (
            <CollectionCard
              key={collection.cid}
              collection={collection}
              onDuplicate={() => setDialog({ kind: 'duplicate', collection })}
              onDelete={() => setDialog({ kind: 'delete', collection })}
            />
          ))}
        </div>
      )}
      {dialog?.kind === 'duplicate' && <DuplicateCollectionDialog collection={dialog.collection} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteCollectionDialog collection={dialog.collection} onClose={close} />}
    </>
  );
}
