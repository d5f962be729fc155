import type { CollectionDetailResponse, CollectionMaterial } from '@lms/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { ApplicableCourseTag } from './ApplicableCourseTag';
import styles from './CollectionDetail.module.css';
import { CollectionFacts } from './CollectionFacts';

interface CollectionDetailProps {
  detail: CollectionDetailResponse;
  /** How a material looks is the library's; the page supplies it. */
  renderMaterial(material: CollectionMaterial): ReactNode;
}

/** A collection: what it is for and its materials in their order. */
export function CollectionDetail({ detail, renderMaterial }: CollectionDetailProps) {
  const { t } = useTranslation('collection');
  const { collection } = detail;
  const materials = [...detail.record].sort((a, b) => a.sequence - b.sequence);

  return (
    <div className={styles.detail}>
      <Panel id="collection-about" title={t('detail.about')}>
        {collection.description && <p className={styles.description}>{collection.description}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t('fields.package')}</dt>
            <dd>{collection.package_name}</dd>
          </div>
          <div>
            <dt>{t('fields.applicable')}</dt>
            <dd>
              <ApplicableCourseTag applicable={collection.applicable_course} />
            </dd>
          </div>
          <CollectionFacts collection={collection} />
          <div>
            <dt>{t('fields.inUse')}</dt>
            <dd>{t('detail.inUse', { count: collection.in_use })}</dd>
          </div>
        </dl>
      </Panel>
      <Panel id="collection-materials" title={t('detail.materials', { count: materials.length })}>
        <ol className={styles.materials}>
          {materials.map((material) => (
            <li key={material.resourceid}>
              <span className={styles.sequence}>{material.sequence}</span>
              {renderMaterial(material)}
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}
