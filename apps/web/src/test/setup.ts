import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { startI18n } from '../lib/i18n/i18n';
import { loadAllNamespaces } from '../lib/i18n/page-catalogues';
import { stubResizeObserver } from './stub-resize-observer';

// antd's responsive helpers ask for matchMedia, which jsdom does not provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }),
});

// A test waits for what it expects (a request made, an answer drawn) however busy the machine
// is; a step that never comes still fails, at the test's own time limit.
configure({ asyncUtilTimeout: 30_000 });

// Components are tested in English, the language the assertions read best in.
await startI18n('en-US');
await loadAllNamespaces();

// Every list is a table that fits its box, which antd measures with a ResizeObserver.
beforeEach(stubResizeObserver);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
