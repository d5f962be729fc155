import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ResourceSummary } from '@lms/shared';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../../../components/drag-handle/DragHandle';
import { type MoveDirection, OrderButtons } from '../../../components/order-buttons/OrderButtons';
import { useFocusFollowsMove } from '../../../components/order-buttons/use-focus-follows-move';
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
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = materials.map((material) => material.resourceid);
  const titleOf = (id: UniqueIdentifier) => materials.find((m) => m.resourceid === id)?.resource_name ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  const moved = useFocusFollowsMove(list, ids);

  const moveBy = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const material = materials[index]!;
    onMove(index, to);
    moved(material.resourceid, direction);
    setAnnouncement(
      t('chosen.announce.end', { title: material.resource_name, position: to + 1, total: materials.length }),
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('chosen.announce.start', { title: titleOf(active.id), position: positionOf(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over ? t('chosen.announce.over', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('chosen.announce.end', { title: titleOf(active.id), position: positionOf(over.id), total: ids.length })
        : t('chosen.announce.cancel', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('chosen.announce.cancel', { title: titleOf(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('chosen.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol ref={list} className={styles.list}>
          {materials.map((material, index) => (
            <SortableMaterial
              key={material.resourceid}
              material={material}
              index={index}
              last={index === materials.length - 1}
              onMove={(direction) => moveBy(index, direction)}
              onRemove={() => onRemove(material)}
            >
              {renderMaterial(material)}
            </SortableMaterial>
          ))}
        </ol>
      </SortableContext>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </DndContext>
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
  const sortable = useSortable({ id: material.resourceid });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const title = material.resource_name;

  return (
    <li
      ref={setNodeRef}
      className={styles.row}
      data-dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
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
