import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { registerWithAccess } from '../../plugins/access.js';
import { refuseStaticFile } from '../../plugins/error-handler.js';

/** Where the content host answers, under the base path (SPEC §7: download paths under /cms/resdl/). */
export const contentHostPrefix = (config: Pick<Config, 'basePath'>) => `${config.basePath}cms/resdl`;

/**
 * Serves the content folder: covers, book pages, videos and subtitles. Public on purpose: these
 * are catalogue files, the same for every school, and carry no student data, so `<img>` and
 * `<video>` can load them without a token. A file's name never gets new content (a new version
 * is a new name), so browsers and CDNs may keep it for a year. Range requests let videos seek.
 * Paths outside the folder, dotfiles and folders themselves answer 404; nothing is listed.
 */
export function installContentHost(app: FastifyInstance, config: Config): void {
  mkdirSync(config.contentDir, { recursive: true });
  registerWithAccess(app, 'public', (scope) => {
    scope.register(
      async (content) => {
        // A missing file is a plain 404, never the web app's page.
        content.setNotFoundHandler(() => {
          throw new AppError('common.not_found');
        });
        content.setErrorHandler(refuseStaticFile);
        await content.register(fastifyStatic, {
          root: config.contentDir,
          prefix: '/',
          decorateReply: false,
          index: false,
          list: false,
          dotfiles: 'ignore',
          acceptRanges: true,
          cacheControl: true,
          maxAge: '365d',
          immutable: true,
        });
      },
      { prefix: contentHostPrefix(config) },
    );
  });
}
