/** The OpenAPI document, generated from the zod contracts in common/, with a browsable page at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_DOCS_PATH } from '../../common/api/values';

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Byggarkiv API',
        description:
          'Projects, construction files and drawings for construction organizations. Authenticate with `Authorization: Token <api_token>` from `POST /api/v1/auth/login`. Errors answer `{ success: false, error, code?, details? }`.',
        version,
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <api_token>' },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { docExpansion: 'list', deepLinking: true } });
}
