// Where content files are served from, and their addresses.
export { installContentHost } from './content-host.js';
export { type ContentUrl, contentUrl } from './content-url.js';
