import { ANNOUNCEMENT_PATHS, announcementListResponse } from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import type { AnnouncementService } from './announcement.service.js';

export function announcementRoutes({ announcements }: { announcements: AnnouncementService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      ANNOUNCEMENT_PATHS.list,
      {
        config: { access: 'staff' },
        schema: {
          tags: ['announcement'],
          summary: 'Current and upcoming announcements for the start-up modal',
          response: { 200: announcementListResponse },
        },
      },
      async (request) => success({ record: await announcements.current(staffOf(request)) }),
    );
  };
}
