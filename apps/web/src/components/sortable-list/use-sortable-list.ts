import type { UniqueIdentifier } from '@dnd-kit/core';
import { useRef, useState } from 'react';
import type { MoveDirection } from '../order-buttons/OrderButtons';
import { useFocusFollowsMove } from '../order-buttons/use-focus-follows-move';

/** One row's move, in positions counted from 1: where it was, where it is now, of how many. */
export interface RowMove {
  key: UniqueIdentifier;
  from: number;
  to: number;
  total: number;
}

/** What a screen reader hears while a row is lifted, moved over others, dropped or put back. */
export interface MoveWords {
  start(move: RowMove): string;
  over(move: RowMove): string;
  end(move: RowMove): string;
  cancel(move: RowMove): string;
}

interface SortableListOptions {
  /** The rows' keys in their order. */
  keys: (string | number)[];
  onMove(from: number, to: number): void;
  words: MoveWords;
}

/**
 * A list whose rows are dragged or moved one place by a button: the focus follows the moved row
 * and each move is announced.
 */
export function useSortableList({ keys, onMove, words }: SortableListOptions) {
  const list = useRef<HTMLOListElement>(null);
  const [announcement, announce] = useState('');
  const moved = useFocusFollowsMove(list, keys);

  const moveBy = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const key = keys[index]!;
    onMove(index, to);
    moved(key, direction);
    announce(words.end({ key, from: index + 1, to: to + 1, total: keys.length }));
  };

  return { list, keys, onMove, words, announcement, announce, moveBy };
}

export type SortableListState = ReturnType<typeof useSortableList>;
