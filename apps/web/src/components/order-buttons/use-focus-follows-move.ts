import { type RefObject, useEffect, useState } from 'react';
import type { MoveDirection } from './OrderButtons';

/**
 * Moving a row re-renders the list; the focus follows the moved row, on the button just used or,
 * once the row reaches an end (where that button is disabled), on the other one. `keys` are the
 * rows' `moveKey`s in their order; call `moved(key, direction)` after a move.
 */
export function useFocusFollowsMove(list: RefObject<HTMLElement | null>, keys: readonly (string | number)[]) {
  const [last, setLast] = useState<{ key: string | number; direction: MoveDirection } | null>(null);
  useEffect(() => {
    if (!last) return;
    const index = keys.indexOf(last.key);
    const atEnd = last.direction === 'up' ? index === 0 : index === keys.length - 1;
    const direction = atEnd ? (last.direction === 'up' ? 'down' : 'up') : last.direction;
    list.current?.querySelector<HTMLElement>(`[data-move="${direction}-${last.key}"]`)?.focus();
    setLast(null);
  }, [last, keys, list]);
  return (key: string | number, direction: MoveDirection) => setLast({ key, direction });
}
