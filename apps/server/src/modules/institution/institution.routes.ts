import { ANNOUNCEMENT_PATHS, textSchema } from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InstitutionService } from './institution.service.js';

const logoQuery = z.object({
  school: textSchema.trim().min(1).max(40).optional().describe('School code; without it, the signed-in school'),
});

export function institutionRoutes({ institutions }: { institutions: InstitutionService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      ANNOUNCEMENT_PATHS.logo,
      {
        // Public so an <img> or the sign-in page can show it by school code; logos are not secret.
        config: { access: 'public' },
        schema: { tags: ['institution'], summary: "The school's logo image", querystring: logoQuery },
      },
      async (request, reply) => {
        const logo = await institutions.logo({ schoolCode: request.query.school, principal: request.principal });
        return reply.header('Cache-Control', 'private, max-age=300').type(logo.mime).send(logo.bytes);
      },
    );
  };
}
