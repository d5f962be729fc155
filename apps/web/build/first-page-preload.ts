import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { LOGIN_PAGE, SIGNED_IN_FILES_META, SIGNED_IN_HOME } from './first-pages';
import { withMeta } from './index-meta';

/** A chunk and every chunk it imports statically, less those in `skip`. */
function staticClosure(bundle: Rollup.OutputBundle, from: string[], skip = new Set<string>()): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || skip.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  from.forEach(visit);
  return files;
}

/** The chunks a page loads beyond the start code's own (`start`), and the styles those chunks import. */
function pageFiles(bundle: Rollup.OutputBundle, page: RegExp, start: Set<string>) {
  // The chunks that hold the page's module or stand for it (a chunk group may hold it, with a facade for its import).
  const roots = Object.values(bundle).filter(
    (output) =>
      output.type === 'chunk' && [output.facadeModuleId ?? '', ...output.moduleIds].some((id) => page.test(id)),
  );
  if (roots.length === 0) throw new Error(`no chunk holds ${page}`);
  const scripts = staticClosure(
    bundle,
    roots.map((chunk) => chunk.fileName),
    start,
  );
  const styles = new Set<string>();
  for (const fileName of scripts) {
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The browser learns of a first page's code with the start code, instead of one step later
 * when the router asks for the page: one round trip less before it shows on a slow network.
 * - index.html names the login page's code and styles, for every visitor.
 * - It lists what a signed-in visitor's first page loads (the frame every signed-in page uses and
 *   the class list) in a meta tag; index.html's script asks for those files when this device
 *   holds a session, so a visitor who signs in first does not download them before the form.
 */
export function firstPagePreload(): Plugin {
  return {
    name: 'lms-first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        // The entry and all it imports, at any depth: index.html names them already.
        const entries = Object.values(bundle).filter((output) => output.type === 'chunk' && output.isEntry);
        const start = staticClosure(
          bundle,
          entries.map((chunk) => chunk.fileName),
        );
        const login = pageFiles(bundle, LOGIN_PAGE, start);
        const signedIn = pageFiles(bundle, SIGNED_IN_HOME, start);
        const link = (rel: string, href: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `./${href}` },
          injectTo: 'head',
        });
        return {
          html: withMeta(html, SIGNED_IN_FILES_META, [...signedIn.scripts, ...signedIn.styles].join(' ')),
          tags: [
            ...login.scripts.map((file) => link('modulepreload', file)),
            ...login.styles.map((css) => link('stylesheet', css)),
          ],
        };
      },
    },
  };
}
