import type { ThemeConfig } from 'antd';
import { theme } from './theme';

/**
 * The app's theme as antd's style sheet is made from it at build time (see
 * `build/component-library-css.ts`): class names without a hash, so the rules made once
 * match the pages whatever tokens change at run time (motion, for one).
 */
export const componentLibraryTheme: ThemeConfig = { ...theme, hashed: false };
