import type { Textbook } from '@lms/shared';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LibraryItemActions } from './library-item';
import { ResourceActions } from './ResourceActions';
import { ResourceInformation } from './ResourceInformation';
import { ResourceLine } from './ResourceLine';
import styles from './ResourceTable.module.css';

/** The class library as a list: one row per resource, for scanning many at once. */
export function ResourceTable({
  resources,
  selected,
  onSelect,
  onPreview,
  renderExtra,
  ...actions
}: LibraryItemActions & { resources: Textbook[] }) {
  const { t } = useTranslation('library');
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {onSelect && (
            <th scope="col" className={styles.narrow}>
              <span className="visually-hidden">{t('selection.column')}</span>
            </th>
          )}
          <th scope="col">{t('columns.material')}</th>
          <th scope="col">{t('columns.publisher')}</th>
          <th scope="col">{t('columns.information')}</th>
          <th scope="col">{t('columns.students')}</th>
        </tr>
      </thead>
      <tbody>
        {resources.map((resource) => {
          const title = resource.resource_name;
          const isSelected = selected?.has(resource.resourceid) ?? false;
          return (
            <tr key={resource.resourceid} data-selected={isSelected}>
              {onSelect && (
                <td>
                  <Checkbox
                    checked={isSelected}
                    onChange={(event) => onSelect(resource, event.target.checked)}
                    aria-label={t('selection.one', { title })}
                  />
                </td>
              )}
              <td>
                <ResourceLine resource={resource} onPreview={() => onPreview(resource)} />
              </td>
              <td>
                <div>{resource.publisher}</div>
                <div className={styles.author}>{resource.author}</div>
              </td>
              <td className={styles.information}>
                <ResourceInformation information={resource.information} title={title} />
                {renderExtra?.(resource)}
              </td>
              <td>
                <ResourceActions resource={resource} {...actions} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
