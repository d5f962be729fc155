import { AppstoreOutlined } from '@ant-design/icons';
import type { SubscribedPackage } from '@lms/shared';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view/QueryView';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { formatDate } from '../../../lib/date-format';
import { useSubscribedPackages } from '../api/get-packages';
import styles from './PackageList.module.css';

/** A range such as "A–E", or the one value. */
const span = (values: (string | number)[]) =>
  values.length > 1 ? `${values[0]}–${values[values.length - 1]}` : String(values[0] ?? '');

function PackageCard({ pkg }: { pkg: SubscribedPackage }) {
  const { t } = useTranslation('subscription');
  const id = `package-${pkg.pkgid}`;
  return (
    <article className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.name}>
        {pkg.name}
      </h2>
      {pkg.description && <p className={styles.description}>{pkg.description}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('books')}</dt>
          <dd>{pkg.books}</dd>
        </div>
        <div>
          <dt>{t('videos')}</dt>
          <dd>{pkg.videos}</dd>
        </div>
        <div>
          <dt>{t('levels')}</dt>
          <dd>{pkg.levels.length > 0 ? span(pkg.levels) : t('none')}</dd>
        </div>
        <div>
          <dt>{t('units')}</dt>
          <dd>{pkg.units.length > 0 ? span(pkg.units) : t('none')}</dd>
        </div>
        <div>
          <dt>{t('since')}</dt>
          <dd>
            <time dateTime={pkg.since}>{formatDate(pkg.since)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('classes')}</dt>
          <dd>{pkg.classes}</dd>
        </div>
      </dl>
    </article>
  );
}

/** What the school subscribes to: each package with its books, videos, levels, units and dates. */
export function PackageList() {
  const { t } = useTranslation('subscription');
  const packages = useSubscribedPackages();

  const pending = (
    <div className={styles.grid} role="status" aria-busy="true" aria-label={t('loading')}>
      {[0, 1].map((index) => (
        <div key={index} className={styles.card}>
          <Skeleton active />
        </div>
      ))}
    </div>
  );
  const empty = (
    <StatePanel icon={<AppstoreOutlined />} title={t('empty.title')}>
      {t('empty.body')}
    </StatePanel>
  );
  return (
    <QueryView
      query={packages}
      pending={pending}
      errorTitle={t('error.title')}
      empty={{ when: (subscribed) => subscribed.length === 0, view: empty }}
    >
      {(subscribed) => (
        <div className={styles.grid}>
          {subscribed.map((pkg) => (
            <PackageCard key={pkg.pkgid} pkg={pkg} />
          ))}
        </div>
      )}
    </QueryView>
  );
}
