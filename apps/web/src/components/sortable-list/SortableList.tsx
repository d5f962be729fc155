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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import type { SortableListState } from './use-sortable-list';

interface SortableListProps {
  sortable: SortableListState;
  /** How to lift, move and drop a row from the keyboard. */
  instructions: string;
  className?: string;
  children: ReactNode;
}

/**
 * Rows dragged by their handle with the mouse, or with the keyboard (space to lift, arrows to
 * move, space to drop), each step announced.
 */
export function SortableList({ sortable, instructions, className, children }: SortableListProps) {
  const { list, keys, onMove, words, announcement } = sortable;
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier) => keys.indexOf(id) + 1;
  const move = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => ({
    key: active,
    from: positionOf(active),
    to: positionOf(over ?? active),
    total: keys.length,
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => words.start(move(active.id, undefined)),
    onDragOver: ({ active, over }) => (over ? words.over(move(active.id, over.id)) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? words.end(move(active.id, over.id)) : words.cancel(move(active.id, undefined)),
    onDragCancel: ({ active }) => words.cancel(move(active.id, undefined)),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol ref={list} className={className}>
          {children}
        </ol>
      </SortableContext>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </DndContext>
  );
}
