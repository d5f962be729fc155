/** The demo library: its catalogue, the files it renders and where those files live. */
export { contentPackages } from './catalogue.js';
export { renderCoverSvg, renderPageSvg } from './illustrations.js';
export type { ContentPaths } from './paths.js';
export { contentPaths } from './paths.js';
export type * from './types.js';
export { LEVELS, TOPICS } from './types.js';
export { writeLibraryContent } from './writer.js';
