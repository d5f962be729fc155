/**
 * The page drawn before the app's code has run (the sign-in form the server puts in index.html)
 * is replaced when the app draws its own. A visitor on a slow network may have typed into it
 * meanwhile: the app's fields start with what was typed, and the focus, instead of losing them,
 * and a form sent meanwhile (index.html marks it) is sent by the app.
 */
function drawnField(id: string): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>(`[data-first-paint] input[id="${id}"]`);
}

/** What was typed into the drawn field with this id ('' once the app's own page is shown). */
export function typedBeforeStart(id: string): string {
  return drawnField(id)?.value ?? '';
}

/** Whether the drawn field with this id has the focus. */
export function focusedBeforeStart(id: string): boolean {
  const field = drawnField(id);
  return field !== null && field === document.activeElement;
}

/** Whether the drawn form with this id was sent before the app started. */
export function sentBeforeStart(formId: string): boolean {
  return document.querySelector(`[data-first-paint] form[id="${formId}"][data-sent]`) !== null;
}
