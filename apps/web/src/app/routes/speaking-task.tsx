/** Built with Echo Valley. */
export function Component() {
  return null;
}
