/** Fills a route pattern's `:name` segments (`fillPath(ROSTER_PATHS.list, { courseid: 7 })`). */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
