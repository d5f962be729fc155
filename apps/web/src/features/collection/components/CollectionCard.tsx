import { CopyOutlined, DeleteOutlined, EditOutlined, FolderOpenOutlined } from '@ant-design/icons';
import type { CollectionSummary } from '@lms/shared';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { collectionEditPath, collectionPath } from '../collection-paths';
import { ApplicableCourseTag } from './ApplicableCourseTag';
import styles from './CollectionCard.module.css';
import { CollectionFacts } from './CollectionFacts';

interface CollectionCardProps {
  collection: CollectionSummary;
  onDuplicate(collection: CollectionSummary): void;
  onDelete(collection: CollectionSummary): void;
}

export function CollectionCard({ collection, onDuplicate, onDelete }: CollectionCardProps) {
  const { t } = useTranslation('collection');
  const { name } = collection;

  return (
    <article className={styles.card}>
      <div className={styles.tags}>
        <ApplicableCourseTag applicable={collection.applicable_course} />
        <Tag variant="outlined">{collection.package_name}</Tag>
      </div>
      <h2 className={styles.name}>
        <Link to={collectionPath(collection)}>{name}</Link>
      </h2>
      {collection.description && <p className={styles.description}>{collection.description}</p>}
      <dl className={styles.facts}>
        <CollectionFacts collection={collection} />
      </dl>
      <div className={styles.actions}>
        <Link className={styles.action} to={collectionPath(collection)} aria-label={t('actions.openNamed', { name })}>
          <FolderOpenOutlined aria-hidden />
          {t('actions.open')}
        </Link>
        <Link
          className={styles.action}
          to={collectionEditPath(collection)}
          aria-label={t('actions.editNamed', { name })}
        >
          <EditOutlined aria-hidden />
          {t('actions.edit')}
        </Link>
        <Button
          type="link"
          size="small"
          icon={<CopyOutlined aria-hidden />}
          onClick={() => onDuplicate(collection)}
          aria-label={t('actions.duplicateNamed', { name })}
        >
          {t('actions.duplicate')}
        </Button>
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => onDelete(collection)}
          aria-label={t('actions.deleteNamed', { name })}
        >
          {t('actions.delete')}
        </Button>
      </div>
    </article>
  );
}
