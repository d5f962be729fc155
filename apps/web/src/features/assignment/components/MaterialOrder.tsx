import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceCover } from '../../../components/resource-cover/ResourceCover';
import type { SelectedMaterial } from '../../../stores/assignment-selection-store';
import { moveMaterial } from '../assignment-draft';
import styles from './AssignmentForm.module.css';

interface MaterialOrderProps {
  materials: SelectedMaterial[];
  /** The assignment has started: its materials stay as they are. */
  fixed: boolean;
  onChange(materials: SelectedMaterial[]): void;
}

/** The assignment's materials in the order students take them, with buttons to reorder or drop one until it starts. */
export function MaterialOrder({ materials, fixed, onChange }: MaterialOrderProps) {
  const { t } = useTranslation('assignment');
  return (
    <ol className={styles.materials}>
      {materials.map((material, index) => {
        const title = material.resource_name;
        return (
          <li key={material.resourceid} className={styles.material}>
            <span className={styles.position}>{index + 1}</span>
            {material.cover && <ResourceCover resource={material} size="thumb" />}
            <span className={styles.materialName} lang="en">
              {title}
            </span>
            {!fixed && (
              <>
                <Button
                  type="text"
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={index === 0}
                  aria-label={t('form.moveUp', { title })}
                  onClick={() => onChange(moveMaterial(materials, index, -1))}
                />
                <Button
                  type="text"
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={index === materials.length - 1}
                  aria-label={t('form.moveDown', { title })}
                  onClick={() => onChange(moveMaterial(materials, index, 1))}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('form.removeMaterial', { title })}
                  onClick={() => onChange(materials.filter((other) => other.resourceid !== material.resourceid))}
                />
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
