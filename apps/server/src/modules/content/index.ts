// Where content files are served from, and their addresses.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { installContentHost } from './content-host.js';
export { type ContentUrl, contentUrl } from './content-url.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = { uses: [] } satisfies ModuleManifest;
