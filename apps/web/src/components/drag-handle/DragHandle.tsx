import { HolderOutlined } from '@ant-design/icons';
import type { useSortable } from '@dnd-kit/sortable';
import styles from './DragHandle.module.css';

type Sortable = ReturnType<typeof useSortable>;

interface DragHandleProps {
  /** What is moved, e.g. "Drag Question 2". */
  label: string;
  sortable: Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
}

/** The grip a sortable row is dragged by, with the mouse, by touch or from the keyboard. */
export function DragHandle({ label, sortable }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className={styles.handle}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
}
