import { SUBSCRIPTION_PATHS, subscribedPackagesResponse } from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import type { CatalogueService } from './catalogue.service.js';

export function catalogueRoutes({ catalogue }: { catalogue: CatalogueService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      SUBSCRIPTION_PATHS.packages,
      {
        // Teachers choose their classes' libraries and collections from these packages, so every staff member may read them.
        config: { access: 'staff' },
        schema: {
          tags: ['catalogue'],
          summary:
            'The packages the school subscribes to: books, videos, levels, units, since when, classes using each',
          response: { 200: subscribedPackagesResponse },
        },
      },
      async (request) => success({ record: await catalogue.subscriptions(staffOf(request).institutionId) }),
    );
  };
}
