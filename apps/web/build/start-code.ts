import type { Plugin } from 'vite';
import { ENTRY, LOGIN_PAGE, SIGNED_IN_HOME } from './first-pages';

/** Where a walk starts, and whether it follows `import()` too (else that ends it). */
const WALKS = {
  fromEntry: { start: ENTRY, dynamic: false },
  fromLoginPage: { start: LOGIN_PAGE, dynamic: false },
  byLoginPage: { start: LOGIN_PAGE, dynamic: true },
  fromSignedInHome: { start: SIGNED_IN_HOME, dynamic: false },
};
type Walk = keyof typeof WALKS;

/**
 * What the first pages reach through their imports, read from the module graph once it is
 * built, before the chunks are made, so the chunk groups can ask about any module.
 */
export function startCode() {
  const reached = Object.fromEntries(Object.keys(WALKS).map((name) => [name, new Set<string>()])) as Record<
    Walk,
    Set<string>
  >;
  const plugin: Plugin = {
    name: 'lms-start-code',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      for (const [name, { start, dynamic }] of Object.entries(WALKS) as [Walk, (typeof WALKS)[Walk]][]) {
        const seen = reached[name];
        seen.clear();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const imported of info?.importedIds ?? []) visit(imported);
          if (dynamic) for (const imported of info?.dynamicallyImportedIds ?? []) visit(imported);
        };
        for (const id of this.getModuleIds()) if (start.test(id)) visit(id);
        if (seen.size === 0) throw new Error(`no module matches ${start}`);
      }
    },
  };
  const known = (name: Walk) => (id: string) => {
    if (reached[name].size === 0) throw new Error('the start code is asked about before the module graph is built');
    return reached[name].has(id);
  };
  return {
    plugin,
    /** Loaded by every page before anything else (static imports from the entry). */
    fromEntry: known('fromEntry'),
    /** Loaded with the login page (its static imports). */
    fromLoginPage: known('fromLoginPage'),
    /** Loaded by the login page at some point: with it, or later when asked for (the reset form, say). */
    byLoginPage: known('byLoginPage'),
    /** Loaded with a signed-in teacher's first page, the class list (static imports). */
    fromSignedInHome: known('fromSignedInHome'),
  };
}
