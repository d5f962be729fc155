import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * The page drawn before the app's code has run (the sign-in form the server puts in index.html)
 * is replaced when the app draws its own. A visitor on a slow network may have typed into it
 * meanwhile: the app's fields take what was typed, and the focus, instead of losing them, and a
 * form sent meanwhile (index.html marks it) is sent by the app. The app draws its first page in
 * slices, during which the drawn page is still in use, so what was typed and sent is read again
 * once the app's page has replaced it.
 */
function drawn<E extends Element>(selector: string): E | null {
  return document.querySelector<E>(`[data-first-paint] ${selector}`);
}

/** A field's value, starting with what was typed into the drawn field with this id, else `initial`. */
export function useTypedBeforeStart(id: string, initial = '') {
  const [field] = useState(() => drawn<HTMLInputElement>(`input[id="${id}"]`));
  const [value, setValue] = useState(field?.value || initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once the drawn page is replaced, not when `initial` changes
  useLayoutEffect(() => {
    if (field) setValue(field.value || initial);
  }, [field]);
  return [value, setValue] as const;
}

/** Whether the drawn field with this id has the focus. */
export function focusedBeforeStart(id: string): boolean {
  const field = drawn(`input[id="${id}"]`);
  return field !== null && field === document.activeElement;
}

/** Whether the drawn form with this id was sent before the app's page replaced it. */
export function useSentBeforeStart(formId: string): boolean {
  const [form] = useState(() => drawn(`form[id="${formId}"]`));
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (form?.hasAttribute('data-sent')) setSent(true);
  }, [form]);
  return sent;
}
