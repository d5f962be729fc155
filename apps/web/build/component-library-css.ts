import { join } from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import { createElement } from 'react';
import type { Plugin } from 'vite';
import { componentLibraryTheme } from '../src/app/component-library-theme';
import { componentsUsedBy } from './antd-components';

/** Imported by the frame of the pages that use antd (`ComponentLibraryFrame`). */
const MODULE = 'virtual:component-library.css';
const RESOLVED = `\0${MODULE}`;

/**
 * antd's styles as a plain style sheet, made at build time from the app's own theme object
 * for the components the app uses. The browser then downloads and applies CSS instead of
 * running antd's CSS-in-JS on every first render (antd's zero-runtime mode, set in the frame).
 */
export function componentLibraryCss(): Plugin {
  let css: string | undefined;
  return {
    name: 'lms-component-library-css',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      css ??= extractStyle({
        antdInstance: antd,
        includes: componentsUsedBy(join(import.meta.dirname, '../src'), Object.keys(antd)),
        customTheme: (node) => createElement(antd.ConfigProvider, { theme: componentLibraryTheme }, node),
      });
      return css;
    },
  };
}
