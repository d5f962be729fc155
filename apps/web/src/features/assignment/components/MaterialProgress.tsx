import type { StudentProgress } from '@lms/shared';
import { formatDuration } from '@lms/shared';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './AssignmentCheck.module.css';

interface MaterialProgressProps {
  materials: StudentProgress['materials'];
  materialName(resourceid: number): string;
}

/** One mark per material in the assignment's order: done or not, with the time spent on it. */
export function MaterialProgress({ materials, materialName }: MaterialProgressProps) {
  const { t } = useTranslation('assignment');
  const done = materials.filter((material) => material.completed).length;
  return (
    <span className={styles.progress}>
      <span className={styles.marks}>
        {materials.map((material) => {
          const label = t(material.completed ? 'check.materialDoneOf' : 'check.materialOpenOf', {
            title: materialName(material.resourceid),
            time: formatDuration(material.spent_s),
          });
          return (
            <Tooltip key={material.resourceid} title={label}>
              <span className={styles.mark} data-done={material.completed} role="img" aria-label={label} />
            </Tooltip>
          );
        })}
      </span>
      {t('check.materialsDone', { done, total: materials.length })}
    </span>
  );
}
