import type { Config } from '../../config.js';

/** Turns a path in the content folder into the URL answers carry: the content host's, or CONTENT_BASE_URL's. */
export type ContentUrl = (path: string) => string;

export function contentUrl(config: Pick<Config, 'contentBaseUrl'>): ContentUrl {
  return (path) => `${config.contentBaseUrl}${encodeURI(path.replace(/^\/+/, ''))}`;
}
