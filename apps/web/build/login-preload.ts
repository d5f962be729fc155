import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The page the app opens at its root address: a visitor's first page is usually this one. */
const LOGIN_PAGE = /src[\\/]app[\\/]routes[\\/]login\.tsx$/;

/**
 * index.html names the login page's code and styles, so the browser downloads them with the
 * start code instead of discovering them one step later when the router asks for the page:
 * one round trip less before the sign-in form shows on a slow network.
 */
export function loginPreload(): Plugin {
  return {
    name: 'lms-login-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const page = chunks.find((chunk) => chunk.facadeModuleId && LOGIN_PAGE.test(chunk.facadeModuleId));
        if (!page) throw new Error('the login page has no chunk of its own');
        // The page's chunk and every chunk it imports statically; the start code's own (the entry
        // and all it imports, at any depth) are already named.
        const staticClosure = (from: string[], skip = new Set<string>()) => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName) || skip.has(fileName)) return;
            files.add(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
          };
          from.forEach(visit);
          return files;
        };
        const entry = staticClosure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const files = staticClosure([page.fileName], entry);
        const styles = new Set<string>();
        for (const fileName of files) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        }
        const link = (rel: string, href: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `./${href}` },
          injectTo: 'head',
        });
        return [
          ...[...files].map((file) => link('modulepreload', file)),
          ...[...styles].map((css) => link('stylesheet', css)),
        ];
      },
    },
  };
}
