import type { Plugin } from 'vite';

/** The app's entry, and the page a visitor usually opens first. */
const ENTRY = /src[\\/]main\.tsx$/;
const LOGIN_PAGE = /src[\\/]app[\\/]routes[\\/]login\.tsx$/;

/**
 * What the start code reaches through static imports (`import()` ends the walk): from the entry,
 * and from the login page. Read from the module graph once it is built, before the chunks are
 * made, so the chunk groups can ask about any module.
 */
export function startCode() {
  const fromEntry = new Set<string>();
  const fromLoginPage = new Set<string>();
  const known = (reached: Set<string>, id: string) => {
    if (reached.size === 0) throw new Error('the start code is asked about before the module graph is built');
    return reached.has(id);
  };
  const plugin: Plugin = {
    name: 'lms-start-code',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const walk = (start: RegExp, reached: Set<string>) => {
        reached.clear();
        const visit = (id: string) => {
          if (reached.has(id)) return;
          reached.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        for (const id of this.getModuleIds()) if (start.test(id)) visit(id);
        if (reached.size === 0) throw new Error(`no module matches ${start}`);
      };
      walk(ENTRY, fromEntry);
      walk(LOGIN_PAGE, fromLoginPage);
    },
  };
  return {
    plugin,
    /** Loaded by every page before anything else. */
    fromEntry: (id: string) => known(fromEntry, id),
    /** Loaded with the login page. */
    fromLoginPage: (id: string) => known(fromLoginPage, id),
  };
}
