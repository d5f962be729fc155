import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerWithAccess } from './access.js';

/** OpenAPI generated from the routes' zod contracts, browsable at `${BASE_PATH}api/docs`. */
export function installOpenApi(app: FastifyInstance, basePath: string): void {
  app.register(swagger, {
    openapi: {
      info: { title: 'Echo LMS API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const document = jsonSchemaTransform(input);
      // Marks the routes that need a token, from the same access rule the server enforces.
      const signedIn = input.route.config?.access !== 'public';
      return signedIn ? { ...document, schema: { ...document.schema, security: [{ bearer: [] }] } } : document;
    },
  });
  registerWithAccess(app, 'public', (scope) => {
    scope.register(swaggerUi, { routePrefix: `${basePath}api/docs` });
  });
}
