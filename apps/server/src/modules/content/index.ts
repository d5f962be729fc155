// Where content files are served from, and their addresses.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { installContentHost } from './content-host.js';
export { type ContentUrl, contentUrl } from './content-url.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: [] };
