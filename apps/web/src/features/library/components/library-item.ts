import type { Textbook } from '@lms/shared';
import type { ReactNode } from 'react';

/** What a teacher can do with one resource of the class library; the optional parts are absent when read-only. */
export interface LibraryItemActions {
  selected?: ReadonlySet<number>;
  onSelect?(resource: Textbook, selected: boolean): void;
  onToggle?(resource: Textbook, open: boolean): void;
  onPreview(resource: Textbook): void;
  onAddToAssignment?(resource: Textbook): void;
  /** What the page shows under a resource besides (a slot, e.g. its speaking task). */
  renderExtra?(resource: Textbook): ReactNode;
}
