import type { KeyboardEvent } from 'react';

/**
 * A form of several steps is sent with its buttons only: Enter in one of its fields does what
 * the field does with it (a date picker takes the typed date, a field with its own Add button
 * adds) and never sends the whole form. Goes on the form's `onKeyDown`.
 */
export function keepEnterInField(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.defaultPrevented) return;
  const target = event.target as HTMLElement;
  if (target instanceof HTMLInputElement) event.preventDefault();
}
