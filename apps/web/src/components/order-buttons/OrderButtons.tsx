import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';

export type MoveDirection = 'up' | 'down';

interface OrderButtonsProps {
  /** The buttons' accessible names, naming the item (e.g. "Move question 2 up"). */
  labels: { up: string; down: string; remove: string };
  first: boolean;
  last: boolean;
  /**
   * Marks the move buttons (`data-move="up-<key>"`), so the focus can follow the item it moved
   * (`useFocusFollowsMove`).
   */
  moveKey?: string | number;
  size?: 'small' | 'middle';
  onMove(direction: MoveDirection): void;
  onRemove(): void;
}

/** Moves an item of an ordered list up or down, or takes it out: the keyboard's way to reorder. */
export function OrderButtons({ labels, first, last, moveKey, size, onMove, onRemove }: OrderButtonsProps) {
  const mark = (direction: MoveDirection) => (moveKey === undefined ? undefined : `${direction}-${moveKey}`);
  return (
    <>
      <Button
        size={size}
        type="text"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={labels.up}
        disabled={first}
        data-move={mark('up')}
        onClick={() => onMove('up')}
      />
      <Button
        size={size}
        type="text"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={labels.down}
        disabled={last}
        data-move={mark('down')}
        onClick={() => onMove('down')}
      />
      <Button
        size={size}
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={labels.remove}
        onClick={onRemove}
      />
    </>
  );
}
