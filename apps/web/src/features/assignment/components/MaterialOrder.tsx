import { useTranslation } from 'react-i18next';
import { OrderButtons } from '../../../components/order-buttons/OrderButtons';
import { ResourceCover } from '../../../components/resource-cover/ResourceCover';
import type { SelectedMaterial } from '../../../entities/assignment/assignment-selection-store';
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
              <OrderButtons
                labels={{
                  up: t('form.moveUp', { title }),
                  down: t('form.moveDown', { title }),
                  remove: t('form.removeMaterial', { title }),
                }}
                first={index === 0}
                last={index === materials.length - 1}
                onMove={(direction) => onChange(moveMaterial(materials, index, direction === 'up' ? -1 : 1))}
                onRemove={() => onChange(materials.filter((other) => other.resourceid !== material.resourceid))}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
