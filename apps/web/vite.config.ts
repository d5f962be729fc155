import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { classListFrame } from './build/class-list-frame';
import { componentLibraryCss } from './build/component-library-css';
import { firstPagePreload } from './build/first-page-preload';
import { precompress } from './build/precompress';
import { startCode } from './build/start-code';

const SHARED_SRC = join(import.meta.dirname, '../../packages/shared/src');

/**
 * The shared package declares its zod schemas at module level. The web app uses the
 * package's paths, codes and limits but never the schemas, so every schema call is
 * declared pure (the `z.…` builders and methods called on a schema constant, such as
 * `sessionUser.extend(…)`); unused schemas, and with them zod, then drop out of the
 * bundle. Found by name so new contracts need no change here.
 */
function sharedSchemaNames(): string[] {
  const names = new Set(['z']);
  for (const entry of readdirSync(SHARED_SRC, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts')) continue;
    const source = readFileSync(join(SHARED_SRC, entry), 'utf8');
    for (const match of source.matchAll(/^(?:export )?const (\w+) = z\./gm)) names.add(match[1]!);
  }
  return [...names];
}

// Of what the login page loads besides the entry's code, these join the start chunk too: the
// libraries and the app's small shared pieces that later pages use as well.
const START_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|@tanstack)[\\/]/;
const START_APP_MODULES =
  /src[\\/](stores[\\/]|lib[\\/](http|config|storage|request-failure)\.ts|lib[\\/]i18n[\\/](i18n|catalogues)\.ts|components[\\/](toast|icon)[\\/]|features[\\/]auth[\\/]return-path\.ts)/;

const start = startCode();
const APP_SOURCE = /apps[\\/]web[\\/]src[\\/]/;

// Relative asset URLs: the server decides the base path at run time and injects
// `<base href>` into index.html, so one build serves under any BASE_PATH.
const app: UserConfig = {
  base: './',
  plugins: [react(), componentLibraryCss(), classListFrame(), firstPagePreload(), precompress(), start.plugin],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bench script reads the manifest to measure what each page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Files are named by their content's hash alone: each lazy import carries the list of the
        // files it needs, and the names of some 300 files (`use-carry-language-choice-….js`) made up
        // much of those lists. The manifest still maps every file to its source.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          groups: [
            // What every page runs first: everything the entry imports statically (React, the router,
            // translations, stores, queries, the app shell, the route table, the class list's first
            // request), and the libraries and small shared pieces the login page adds to it (mutations,
            // toasts, icons). One file instead of a dozen or more, so a phone on a slow network makes
            // fewer round trips, and one list of the files each lazy page needs instead of one per
            // file. What only later pages use (a hook, a library's other parts) stays with them.
            {
              name: 'start',
              priority: 3,
              test: (id: string) =>
                start.fromEntry(id) ||
                (start.fromLoginPage(id) && (START_LIBRARIES.test(id) || START_APP_MODULES.test(id))),
            },
            // The rest of the login page's own code, and the libraries of what it loads later (the reset
            // form's icons): the chunk below must not take them in with its own dependencies.
            { name: 'login', priority: 2, test: (id: string) => start.fromLoginPage(id) },
            {
              name: 'login-later',
              priority: 2,
              test: (id: string) => start.byLoginPage(id) && !APP_SOURCE.test(id),
            },
            // What a signed-in visitor's first page adds: the frame of every signed-in page and the
            // class list, the app's code with the libraries it reaches. A session's device asks for
            // it with the start code (see build/first-page-preload.ts); some 60 files became one.
            // What the login page may load later (the reset form) stays out, so it never pulls this in.
            {
              name: 'signed-in',
              priority: 1,
              test: (id: string) => start.fromSignedInHome(id) && !start.byLoginPage(id) && APP_SOURCE.test(id),
            },
          ],
        },
      },
      treeshake: {
        // These packages only define values and components; declaring them free of side
        // effects lets unused parts (antd's form engine under Input, say) be left out.
        moduleSideEffects: [
          { test: /packages[\\/]shared[\\/]/, sideEffects: false },
          { test: /node_modules[\\/](@rc-component|@ant-design)[\\/]/, sideEffects: false },
        ],
        manualPureFunctions: sharedSchemaNames(),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/cms': 'http://localhost:3000',
    },
  },
};

// The build of the login page drawn as HTML (build/first-paint.ts): the same CSS module names
// as the app's build, none of its bundling.
const firstPaint: UserConfig = { base: './', plugins: [react()] };

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstPaint : app));
