/**
 * Whether the screen is used by touch, with nothing to point with (a phone, a tablet): hints say
 * "tap" there, "point at" elsewhere.
 */
export function isTouchScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;
}
