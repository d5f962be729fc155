import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** A row of a `SortableList`: `sortable` for its drag handle, `rowProps` for the row itself. */
export function useSortableRow(id: string | number, disabled = false) {
  const sortable = useSortable({ id, disabled });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const rowProps = {
    ref: disabled ? undefined : setNodeRef,
    'data-dragging': isDragging,
    style: disabled ? undefined : { transform: CSS.Translate.toString(transform), transition },
  };
  return { sortable, rowProps };
}
