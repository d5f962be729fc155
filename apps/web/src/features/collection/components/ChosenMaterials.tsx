import type { ResourceSummary } from '@lms/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../../../components/drag-handle/DragHandle';
import { type MoveDirection, OrderButtons } from '../../../components/order-buttons/OrderButtons';
import { SortableList } from '../../../components/sortable-list/SortableList';
import { useSortableList } from '../../../components/sortable-list/use-sortable-list';
import { useSortableRow } from '../../../components/sortable-list/use-sortable-row';
import styles from './ChosenMaterials.module.css';

interface ChosenMaterialsProps {
  materials: ResourceSummary[];
  onMove(from: number, to: number): void;
  onRemove(resource: ResourceSummary): void;
  renderMaterial(resource: ResourceSummary): ReactNode;
}

/**
 * The collection's materials in order. Rows are dragged by their handle with the mouse, or
 * with the keyboard (space to lift, arrows to move, space to drop); the up and down buttons
 * do the same in one press each.
 */
export function ChosenMaterials({ materials, onMove, onRemove, renderMaterial }: ChosenMaterialsProps) {
  const { t } = useTranslation('collection');
  const titleOf = (key: string | number) => materials.find((m) => m.resourceid === key)?.resource_name ?? '';
  const sortable = useSortableList({
    keys: materials.map((material) => material.resourceid),
    onMove,
    words: {
      start: ({ key, from, total }) => t('chosen.announce.start', { title: titleOf(key), position: from, total }),
      over: ({ key, to }) => t('chosen.announce.over', { title: titleOf(key), position: to }),
      end: ({ key, to, total }) => t('chosen.announce.end', { title: titleOf(key), position: to, total }),
      cancel: ({ key }) => t('chosen.announce.cancel', { title: titleOf(key) }),
    },
  });

  return (
    <SortableList sortable={sortable} instructions={t('chosen.instructions')} className={styles.list}>
      {materials.map((material, index) => (
        <SortableMaterial
          key={material.resourceid}
          material={material}
          index={index}
          last={index === materials.length - 1}
          onMove={(direction) => sortable.moveBy(index, direction)}
          onRemove={() => onRemove(material)}
        >
          {renderMaterial(material)}
        </SortableMaterial>
      ))}
    </SortableList>
  );
}

interface SortableMaterialProps {
  material: ResourceSummary;
  index: number;
  last: boolean;
  onMove(direction: MoveDirection): void;
  onRemove(): void;
  children: ReactNode;
}

function SortableMaterial({ material, index, last, onMove, onRemove, children }: SortableMaterialProps) {
  const { t } = useTranslation('collection');
  const { sortable, rowProps } = useSortableRow(material.resourceid);
  const title = material.resource_name;

  return (
    <li className={styles.row} {...rowProps}>
      <DragHandle label={t('chosen.drag', { title })} sortable={sortable} />
      <span className={styles.position}>{index + 1}</span>
      <div className={styles.material}>{children}</div>
      <div className={styles.moves}>
        <OrderButtons
          size="small"
          labels={{
            up: t('chosen.moveUp', { title }),
            down: t('chosen.moveDown', { title }),
            remove: t('chosen.remove', { title }),
          }}
          first={index === 0}
          last={last}
          moveKey={material.resourceid}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
