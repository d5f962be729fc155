import type { ConfigProviderProps } from 'antd';

/**
 * Where the first error of a form is brought to: the middle of the screen, clear of the page's
 * header and of a form's footer kept at the bottom. antd's forms use it too (`FORM_CONFIG` below, in the
 * component settings), so every form shows its first error the same way.
 */
export const FIRST_ERROR_SCROLL: ScrollIntoViewOptions = { block: 'center' };

// A control marked invalid, or a message a form shows for what is not a single control.
const ERROR_SELECTOR = '[aria-invalid="true"], [data-form-error]:not(:empty)';

/**
 * Scrolls the first error inside `form` into view and puts the focus on it: the control to
 * correct, or the message itself when the error belongs to no one control. Answers whether
 * there was one.
 */
export function revealFirstError(form: HTMLElement | null): boolean {
  const first = form?.querySelector<HTMLElement>(ERROR_SELECTOR);
  if (!first) return false;
  first.scrollIntoView?.(FIRST_ERROR_SCROLL);
  if (first.tabIndex < 0 && !first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
  first.focus({ preventScroll: true });
  return true;
}

/** antd's forms bring their first error into view with the focus on it, as every other form does. */
export const FORM_CONFIG: ConfigProviderProps['form'] = { scrollToFirstError: { ...FIRST_ERROR_SCROLL, focus: true } };
