import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
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
import { Button } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ChosenMaterials.module.css';

type Direction = 'up' | 'down';

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
  const [moved, setMoved] = useState<{ id: number; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = materials.map((material) => material.resourceid);
  const titleOf = (id: UniqueIdentifier) => materials.find((m) => m.resourceid === id)?.resource_name ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  // Moving a row re-renders the list; the focus follows the moved row, on the button just
  // used or, once the row reaches an end (where that button is disabled), on the other one.
  useEffect(() => {
    if (!moved) return;
    const index = ids.indexOf(moved.id);
    const atEnd = moved.direction === 'up' ? index === 0 : index === ids.length - 1;
    const direction = atEnd ? (moved.direction === 'up' ? 'down' : 'up') : moved.direction;
    list.current?.querySelector<HTMLElement>(`[data-move="${direction}-${moved.id}"]`)?.focus();
    setMoved(null);
  }, [moved, ids]);

  const moveBy = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const material = materials[index]!;
    onMove(index, to);
    setMoved({ id: material.resourceid, direction });
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
  onMove(direction: Direction): void;
  onRemove(): void;
  children: ReactNode;
}

function SortableMaterial({ material, index, last, onMove, onRemove, children }: SortableMaterialProps) {
  const { t } = useTranslation('collection');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: material.resourceid,
  });
  const title = material.resource_name;

  return (
    <li
      ref={setNodeRef}
      className={styles.row}
      data-dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('chosen.drag', { title })}
      >
        <HolderOutlined aria-hidden />
      </button>
      <span className={styles.position}>{index + 1}</span>
      <div className={styles.material}>{children}</div>
      <div className={styles.moves}>
        <Button
          size="small"
          type="text"
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={t('chosen.moveUp', { title })}
          disabled={index === 0}
          data-move={`up-${material.resourceid}`}
          onClick={() => onMove('up')}
        />
        <Button
          size="small"
          type="text"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t('chosen.moveDown', { title })}
          disabled={last}
          data-move={`down-${material.resourceid}`}
          onClick={() => onMove('down')}
        />
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('chosen.remove', { title })}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
